// Blog style (one action, one update): an action that writes two @FormField wrappers and a plain @State runs the body once, naming every property that changed in declaration order; a write of an equal value is left out (rules §10.1, §3.4, §7.3, §12.1, T11)
import SwiftUI

@propertyWrapper
struct FormField: DynamicProperty {
    @State private var text: String

    init(wrappedValue: String) {
        _text = State(initialValue: wrappedValue)
    }

    var wrappedValue: String {
        get { text }
        nonmutating set { text = newValue }
    }

    var projectedValue: Binding<String> { $text }
}

struct ContactForm: View {
    @FormField var name = ""
    @FormField var phone = ""
    @State private var filledCount = 0

    var body: some View {
        let _ = Self._printChanges()
        Form {
            Text("\(name) / \(phone) / filled \(filledCount)")
            Button("Fill sample") {
                name = "Ada"
                phone = "555-0100"
                filledCount += 1
            }
            Button("Clear phone") {
                phone = ""
            }
        }
    }
}

:mount ContactForm()
// expect: ContactForm: @self, @identity, _name, _phone, _filledCount changed.
:tap "Fill sample"
// expect: ContactForm: _name, _phone, _filledCount changed.
:tap "Clear phone"
// expect: ContactForm: _phone changed.
:tap "Fill sample"
// expect: ContactForm: _phone, _filledCount changed.

// SwiftUI from Apple's documentation: a TextField bound to a Binding(get:set:) that keeps only 4 characters stores at most 4
// Apple, TextField (https://developer.apple.com/documentation/swiftui/textfield): "If the value is a string, the text field
// updates this value continuously as the user types or otherwise edits the text in the field."
// Apple, Binding.init(get:set:) (https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp): set: "A
// closure that sets the binding value." (every write goes through the setter, which stores `prefix(4)`)
import SwiftUI

struct PinEntry: View {
    @State private var pin = ""
    var body: some View {
        let limited = Binding<String>(
            get: { pin },
            set: { pin = String($0.prefix(4)) }
        )
        Form {
            TextField("PIN", text: limited)
            Button("Submit PIN") { print("pin=\(pin) (\(pin.count) digits)") }
        }
    }
}

:mount PinEntry()
:type "123456" into "PIN"
:tap "Submit PIN"
// expect: pin=1234 (4 digits)

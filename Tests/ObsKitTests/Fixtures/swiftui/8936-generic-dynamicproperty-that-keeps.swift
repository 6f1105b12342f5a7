// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/binding (a generic DynamicProperty that keeps a struct in @State and projects its Binding: $contact.name and $contact.email are bindings to its fields, through Binding's dynamic member lookup, and edits in the text fields re-render the form)
import SwiftUI

struct Contact {
    var name = ""
    var email = ""
}

@propertyWrapper
struct FormModel<Model>: DynamicProperty {
    @State private var model: Model

    init(wrappedValue: Model) {
        _model = State(initialValue: wrappedValue)
    }

    var wrappedValue: Model {
        get { model }
        nonmutating set { model = newValue }
    }

    var projectedValue: Binding<Model> { $model }
}

struct ContactForm: View {
    @FormModel var contact = Contact()

    var body: some View {
        let _ = print("name '\(contact.name)', email '\(contact.email)'")
        VStack {
            TextField("Name", text: $contact.name)
            TextField("Email", text: $contact.email)
        }
    }
}

:mount ContactForm()
:type "Al" into "Name"
:type "a@b" into "Email"
// expect: name '', email ''
// expect: name 'A', email ''
// expect: name 'Al', email ''
// expect: name 'Al', email 'a'
// expect: name 'Al', email 'a@'
// expect: name 'Al', email 'a@b'

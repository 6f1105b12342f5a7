// Hacking with Swift style: `Binding($contact.nickname)` unwraps an optional field so a TextField can edit it
// What SwiftUI does: `Binding.init?(_:)` returns nil while the base value is nil, else a `Binding<String>` that writes
// back through `$contact.nickname` into the `@State` struct (Apple `binding`, the failable `init?(_:)` over an
// optional base; rules §15.1: writes go back through the whole chain). Each write changes the struct and re-runs the view that read it
// (rules §3.4, §3.5). Setting the field to nil takes the TextField away; "Add nickname" brings it back, empty.
// Sources: rules §3.4, §3.5, §15.1; https://developer.apple.com/documentation/swiftui/binding
import SwiftUI

struct Contact {
    var name: String
    var nickname: String?
}

struct ContactEditor: View {
    @State private var contact = Contact(name: "Margaret", nickname: nil)

    var body: some View {
        let _ = print("ContactEditor body: nickname \(contact.nickname.map { "'\($0)'" } ?? "nil")")
        Form {
            TextField("Name", text: $contact.name)
            if let nickname = Binding($contact.nickname) {
                TextField("Nickname", text: nickname)
                Button("Remove nickname") { contact.nickname = nil }
            } else {
                Button("Add nickname") { contact.nickname = "" }
            }
        }
    }
}

:mount ContactEditor()
// expect: ContactEditor body: nickname nil
:tap "Add nickname"
// expect: ContactEditor body: nickname ''
:type "Mo" into "Nickname"
// expect: ContactEditor body: nickname 'M'
// expect: ContactEditor body: nickname 'Mo'
:tap "Remove nickname"
// expect: ContactEditor body: nickname nil
:tap "Add nickname"
// expect: ContactEditor body: nickname ''

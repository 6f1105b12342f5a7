// SwiftUI from Apple's documentation: typing into a @Bindable row's TextField re-runs that row only, not the list or the other rows
// Apple, Bindable (https://developer.apple.com/documentation/swiftui/bindable): "Use this property wrapper to create bindings to
// mutable properties of a data model object that conforms to the Observable protocol." Apple, Migrating ... to the Observable macro
// (https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro): updates
// follow "the observable properties that a view's body reads". Only row 2 reads contact 2's name.
import SwiftUI

@Observable
final class Contact: Identifiable {
    let id: Int
    var name: String
    init(id: Int, name: String) { self.id = id; self.name = name }
}

struct ContactRow: View {
    @Bindable var contact: Contact

    var body: some View {
        let _ = print("ContactRow \(contact.id) body: \(contact.name)")
        TextField("Name \(contact.id)", text: $contact.name)
    }
}

struct ContactList: View {
    @State private var contacts = [Contact(id: 1, name: "Al"), Contact(id: 2, name: "Bo")]

    var body: some View {
        let _ = print("ContactList body")
        VStack {
            ForEach(contacts) { contact in
                ContactRow(contact: contact)
            }
        }
    }
}

:mount ContactList()
// expect: ContactList body
// expect: ContactRow 1 body: Al
// expect: ContactRow 2 body: Bo
:type "xy" into "Name 2"
// expect: ContactRow 2 body: Box
// expect: ContactRow 2 body: Boxy

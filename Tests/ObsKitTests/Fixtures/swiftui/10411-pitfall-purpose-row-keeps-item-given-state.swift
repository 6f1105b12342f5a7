// Hacking with Swift style: PITFALL on purpose, a row that keeps the item it is given in @State (`@State var contact: Contact`): the storage is made once, so renaming the contact in the list runs the row again (its initial value differs) but it still shows the old name; the row's own edit changes only its copy (rules §3.2, §2.5, §3.4, §12.1)
import SwiftUI

struct Contact: Identifiable, Equatable {
    let id: Int
    var name: String
}

struct ContactRow: View {
    @State var contact: Contact

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("ContactRow body: \(contact.name)")
        HStack {
            Text(contact.name)
            Button("Shout \(contact.id)") { contact.name += "!" }
        }
    }
}

struct ContactList: View {
    @State private var contacts = [Contact(id: 1, name: "Ann"), Contact(id: 2, name: "Bo")]

    var body: some View {
        let _ = print("ContactList body: \(contacts.map(\.name).joined(separator: ", "))")
        VStack {
            ForEach(contacts) { contact in
                ContactRow(contact: contact)
            }
            Button("Rename Ann") { contacts[0].name = "Anna" }
        }
    }
}

:mount ContactList()
// expect: ContactList body: Ann, Bo
// expect: ContactRow: @self, @identity, _contact changed.
// expect: ContactRow body: Ann
// expect: ContactRow: @self, @identity, _contact changed.
// expect: ContactRow body: Bo
:tap "Rename Ann"
// expect: ContactList body: Anna, Bo
// expect: ContactRow: @self changed.
// expect: ContactRow body: Ann
:tap "Shout 1"
// expect: ContactRow: _contact changed.
// expect: ContactRow body: Ann!
:tap "Rename Ann"

// architecture style: `Equatable` row views: a row holding a String and an action closure (not plain data) declares `==` on the fields it shows, so the list's re-renders skip every row whose shown fields did not change, the closure notwithstanding (rules §2.2, §2.4, §2.6, §2.7)
import SwiftUI

struct Contact: Identifiable {
    let id: Int
    var name: String
    var lastSeen: Int
}

struct ContactRow: View, Equatable {
    let contact: Contact
    let onSelect: () -> Void

    static func == (lhs: ContactRow, rhs: ContactRow) -> Bool {
        lhs.contact.id == rhs.contact.id && lhs.contact.name == rhs.contact.name
    }

    var body: some View {
        let _ = print("ContactRow body: \(contact.name)")
        Button(contact.name, action: onSelect)
    }
}

struct ContactList: View {
    @State private var contacts = [
        Contact(id: 1, name: "Ann", lastSeen: 1),
        Contact(id: 2, name: "Bo", lastSeen: 1),
    ]
    @State private var selected = "none"

    var body: some View {
        let _ = print("ContactList body: selected=\(selected)")
        VStack {
            ForEach(contacts) { contact in
                ContactRow(contact: contact, onSelect: { selected = contact.name })
            }
            Button("Ping all") {
                for index in contacts.indices { contacts[index].lastSeen += 1 }
            }
            Button("Rename Bo") { contacts[1].name = "Bob" }
        }
    }
}

:mount ContactList()
// expect: ContactList body: selected=none
// expect: ContactRow body: Ann
// expect: ContactRow body: Bo
:tap "Ann"
// expect: ContactList body: selected=Ann
:tap "Ping all"
// expect: ContactList body: selected=Ann
:tap "Rename Bo"
// expect: ContactList body: selected=Ann
// expect: ContactRow body: Bob
:tap "Bob"
// expect: ContactList body: selected=Bob

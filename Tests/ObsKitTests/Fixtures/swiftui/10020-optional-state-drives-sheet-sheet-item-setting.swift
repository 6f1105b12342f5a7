// Point-Free navigation style: optional state drives a sheet with sheet(item:) — setting the item presents content built from the unwrapped value, the presenting body does not read the item, and a swipe sets it back to nil before onDismiss runs (rules §13.1, §3.5, §8.7)
import SwiftUI

struct Contact: Identifiable {
    let id: Int
    let name: String
}

struct ContactDetail: View {
    let contact: Contact

    var body: some View {
        let _ = print("ContactDetail body: \(contact.name)")
        Text(contact.name)
            .onAppear { print("detail appear \(contact.name)") }
    }
}

struct ContactList: View {
    @State private var selected: Contact?
    let contacts = [Contact(id: 1, name: "Ava"), Contact(id: 2, name: "Ben")]

    var body: some View {
        let _ = print("ContactList body")
        List(contacts) { contact in
            Button(contact.name) { selected = contact }
        }
        .sheet(item: $selected, onDismiss: {
            print("dismissed, selected is \(selected?.name ?? "nil")")
        }) { contact in
            ContactDetail(contact: contact)
        }
    }
}

:mount ContactList()
// expect: ContactList body
:tap "Ava"
// expect: ContactDetail body: Ava
// expect: detail appear Ava
:dismiss
// expect: dismissed, selected is nil
:tap "Ben"
// expect: ContactDetail body: Ben
// expect: detail appear Ben

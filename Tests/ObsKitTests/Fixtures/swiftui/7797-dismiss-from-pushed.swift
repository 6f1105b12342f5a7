// Navigation in apps: a contact detail that closes itself with @Environment(\.dismiss) (a Swift with Majid staple).
// dismiss() pops the pushed view it is in, through the stack's path binding (rules §15.12, Apple `dismissaction`). The root
// reads `path.count`, so it runs on every push and pop (rules §3.5); the detail's first run names `_dismiss`, since
// @Environment is a dynamic property (rules §12.2).
import SwiftUI

struct Contact: Hashable {
    let name: String
    let phone: String
}

struct ContactDetail: View {
    let contact: Contact
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(contact.name)
            Text(contact.phone)
            Button("Done") { dismiss() }
        }
    }
}

struct ContactsList: View {
    @State private var path: [Contact] = []
    let contacts = [Contact(name: "Maya", phone: "555-0101"), Contact(name: "Leo", phone: "555-0102")]

    var body: some View {
        let _ = print("ContactsList body, \(path.count) open")
        NavigationStack(path: $path) {
            List(contacts, id: \.self) { contact in
                NavigationLink(contact.name, value: contact)
            }
            .navigationDestination(for: Contact.self) { contact in
                ContactDetail(contact: contact)
            }
        }
    }
}

:mount ContactsList()
// expect: ContactsList body, 0 open
:tap "Maya"
// expect: ContactsList body, 1 open
// expect: ContactDetail: @self, @identity, _dismiss changed.
:tap "Done"
// expect: ContactsList body, 0 open
:tap "Leo"
// expect: ContactsList body, 1 open
// expect: ContactDetail: @self, @identity, _dismiss changed.
:back
// expect: ContactsList body, 0 open

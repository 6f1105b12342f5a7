// A contacts list with a search field, as beginner courses build it, own code: `.searchable(text:)` bound to
// @State, a computed filtered array with `localizedCaseInsensitiveContains`, and a row view per contact.
// What SwiftUI does: the search text is set in one turn here; the body read it (through the filter), so it runs once
// (rules §15.10, §3.4). Rows are identified by the contact's id: rows filtered out are destroyed, rows that stay
// keep their nodes and get equal values, so no row runs (rules §1.2, §2.7). Clearing the search brings the others
// back as new nodes, and only they run, in list order. A search that matches the same rows again runs the list's
// body but no row.
// Sources: rules §1.2, §2.7, §3.4, §15.10;
// https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)
import SwiftUI

struct Contact: Identifiable {
    let id: Int
    let name: String
    let phone: String
}

struct ContactRow: View {
    let contact: Contact

    var body: some View {
        let _ = print("ContactRow body: \(contact.name)")
        VStack(alignment: .leading) {
            Text(contact.name)
                .font(.headline)
            Text(contact.phone)
                .foregroundStyle(.secondary)
        }
    }
}

struct ContactsView: View {
    @State private var searchText = ""

    let contacts = [
        Contact(id: 1, name: "Ada Lovelace", phone: "555-0101"),
        Contact(id: 2, name: "Alan Turing", phone: "555-0102"),
        Contact(id: 3, name: "Grace Hopper", phone: "555-0103"),
        Contact(id: 4, name: "Katherine Johnson", phone: "555-0104"),
        Contact(id: 5, name: "Margaret Hamilton", phone: "555-0105"),
    ]

    var filteredContacts: [Contact] {
        if searchText.isEmpty {
            contacts
        } else {
            contacts.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
        }
    }

    var body: some View {
        let _ = print("ContactsView body: '\(searchText)', \(filteredContacts.count) shown")
        NavigationStack {
            List(filteredContacts) { contact in
                ContactRow(contact: contact)
            }
            .navigationTitle("Contacts")
            .searchable(text: $searchText, prompt: "Search contacts")
        }
    }
}

:mount ContactsView()
// expect: ContactsView body: '', 5 shown
// expect: ContactRow body: Ada Lovelace
// expect: ContactRow body: Alan Turing
// expect: ContactRow body: Grace Hopper
// expect: ContactRow body: Katherine Johnson
// expect: ContactRow body: Margaret Hamilton
:search "ER"
// expect: ContactsView body: 'ER', 2 shown
:search "er"
// expect: ContactsView body: 'er', 2 shown
:search ""
// expect: ContactsView body: '', 5 shown
// expect: ContactRow body: Ada Lovelace
// expect: ContactRow body: Alan Turing
// expect: ContactRow body: Margaret Hamilton

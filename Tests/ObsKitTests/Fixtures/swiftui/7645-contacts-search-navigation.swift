// Beginner tutorial style: a contact list with `.searchable` and a detail pushed with `NavigationLink(value:)`.
// What SwiftUI does: `.searchable(text:)` binds the search field's text (rules §15.10); the body reads it to filter,
// so each `:search` (one turn) runs it once. A link appends its value and `navigationDestination(for:)` builds the
// detail on push (rules §15.12, §14.3); `:back` pops it, destroying its node, and the list keeps its search text.
import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: Int
    let name: String
    let phone: String
}

struct ContactDetail: View {
    let contact: Contact
    var body: some View {
        let _ = print("detail: \(contact.name) \(contact.phone)")
        VStack {
            Text(contact.name).font(.title)
            Text(contact.phone)
        }
        .navigationTitle(contact.name)
    }
}

struct ContactsView: View {
    let contacts = [Contact(id: 1, name: "Anna", phone: "555-0101"),
                    Contact(id: 2, name: "Brian", phone: "555-0102"),
                    Contact(id: 3, name: "Diana", phone: "555-0103")]
    @State private var searchText = ""

    var filtered: [Contact] {
        searchText.isEmpty ? contacts : contacts.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        let _ = print("list: \(filtered.map(\.name))")
        NavigationStack {
            List(filtered) { contact in
                NavigationLink(contact.name, value: contact)
            }
            .navigationTitle("Contacts")
            .navigationDestination(for: Contact.self) { contact in
                ContactDetail(contact: contact)
            }
            .searchable(text: $searchText)
        }
    }
}

:mount ContactsView()
// expect: list: ["Anna", "Brian", "Diana"]
:search "an"
// expect: list: ["Anna", "Brian", "Diana"]
:search "ann"
// expect: list: ["Anna"]
:tap "Anna"
// expect: detail: Anna 555-0101
:back
:search ""
// expect: list: ["Anna", "Brian", "Diana"]

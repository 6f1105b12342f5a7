// A searchable list as in HWS "How to add a search bar to filter your data" and Sean Allen's search tutorials: .searchable(text:prompt:) on a NavigationStack's List, a computed filter with localizedCaseInsensitiveContains, ContentUnavailableView.search in an overlay when nothing matches (Apple: View.searchable(text:placement:prompt:), ContentUnavailableView.search(text:); SEMANTICS §3 a body that reads the State re-runs once per change; README :search sets the text in one turn)
import SwiftUI

struct Contact: Identifiable {
    let id: Int
    let name: String
    let city: String
}

struct ContactsView: View {
    @State private var searchText = ""

    let contacts = [
        Contact(id: 1, name: "Anna Berg", city: "Oslo"),
        Contact(id: 2, name: "Brian Cole", city: "Dublin"),
        Contact(id: 3, name: "Dana Ito", city: "Osaka"),
        Contact(id: 4, name: "Evan Ross", city: "Perth"),
        Contact(id: 5, name: "Marta Silva", city: "Porto"),
    ]

    var filteredContacts: [Contact] {
        if searchText.isEmpty {
            return contacts
        }
        return contacts.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        let _ = print("'\(searchText)' -> \(filteredContacts.map(\.name))")
        NavigationStack {
            List(filteredContacts) { contact in
                VStack(alignment: .leading) {
                    Text(contact.name)
                        .font(.headline)
                    Text(contact.city)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Contacts")
            .searchable(text: $searchText, prompt: "Search names")
            .overlay {
                if filteredContacts.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                }
            }
        }
    }
}

:mount ContactsView()
:search "an"
:search "ANA"
:search "zz"
:search ""

// expect: '' -> ["Anna Berg", "Brian Cole", "Dana Ito", "Evan Ross", "Marta Silva"]
// expect: 'an' -> ["Anna Berg", "Brian Cole", "Dana Ito", "Evan Ross"]
// expect: 'ANA' -> ["Dana Ito"]
// expect: 'zz' -> []
// expect: '' -> ["Anna Berg", "Brian Cole", "Dana Ito", "Evan Ross", "Marta Silva"]

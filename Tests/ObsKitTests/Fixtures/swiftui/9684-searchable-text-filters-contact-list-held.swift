// Hacking with Swift style search screen: .searchable(text:) filters a contact list held in @State; a row reading @Environment(\.isSearching) runs when the search starts and ends; onChange logs each query
import SwiftUI

struct Contact: Identifiable {
    let id: Int
    let name: String
}

struct SearchHint: View {
    @Environment(\.isSearching) private var isSearching

    var body: some View {
        let _ = print("SearchHint body: searching=\(isSearching)")
        Text(isSearching ? "Searching" : "Pull down to search")
    }
}

struct ContactSearchView: View {
    @State private var searchText = ""
    private let contacts = [
        Contact(id: 1, name: "Anna"),
        Contact(id: 2, name: "Bob"),
        Contact(id: 3, name: "Daniel"),
        Contact(id: 4, name: "Eve"),
        Contact(id: 5, name: "Hannah"),
    ]

    private var filtered: [Contact] {
        if searchText.isEmpty { return contacts }
        return contacts.filter { $0.name.lowercased().contains(searchText.lowercased()) }
    }

    var body: some View {
        let _ = print("ContactSearchView body: \(filtered.map(\.name).joined(separator: ", "))")
        NavigationStack {
            List {
                SearchHint()
                ForEach(filtered) { contact in
                    Text(contact.name)
                }
            }
            .navigationTitle("Contacts")
            .searchable(text: $searchText, prompt: "Search contacts")
        }
        .onChange(of: searchText) {
            print("query: \"\(searchText)\"")
        }
    }
}

:mount ContactSearchView()
// expect: ContactSearchView body: Anna, Bob, Daniel, Eve, Hannah
// expect: SearchHint body: searching=false
:search "an"
// expect: ContactSearchView body: Anna, Daniel, Hannah
// expect: SearchHint body: searching=true
// expect: query: "an"
:search ""
// expect: ContactSearchView body: Anna, Bob, Daniel, Eve, Hannah
// expect: SearchHint body: searching=false
// expect: query: ""
:search "bo"
// expect: ContactSearchView body: Bob
// expect: SearchHint body: searching=true
// expect: query: "bo"

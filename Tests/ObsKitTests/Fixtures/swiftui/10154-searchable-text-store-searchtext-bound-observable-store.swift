// what's-new style: `.searchable(text: $store.searchText)` bound to an @Observable store kept in @State, with the filter as a computed property of the model and `ContentUnavailableView.search` for no results; adding a contact re-runs the list through the computed property (rules §15.10, §8.3, §9.2)
import SwiftUI

@Observable
final class ContactStore {
    var contacts = ["Ana", "Ben", "Bea", "Cy"]
    var searchText = ""

    var results: [String] {
        searchText.isEmpty ? contacts : contacts.filter { $0.hasPrefix(searchText) }
    }
}

struct ContactsView: View {
    @State private var store = ContactStore()

    var body: some View {
        let _ = print("ContactsView body: \(store.results.count) shown")
        NavigationStack {
            List {
                ForEach(store.results, id: \.self) { name in
                    Text(name)
                }
            }
            .overlay {
                if store.results.isEmpty {
                    ContentUnavailableView.search
                }
            }
            .searchable(text: $store.searchText)
            .toolbar {
                Button("Add Bo") { store.contacts.append("Bo") }
            }
        }
    }
}

:mount ContactsView()
// expect: ContactsView body: 4 shown
:search "B"
// expect: ContactsView body: 2 shown
:tap "Add Bo"
// expect: ContactsView body: 3 shown
:search "Z"
// expect: ContactsView body: 0 shown
:search ""
// expect: ContactsView body: 5 shown

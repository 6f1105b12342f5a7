// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/adding-a-search-interface-to-your-app (a searchable list whose rows are filtered from the search text)
// The search text lives in @State and is bound to `.searchable(text:)`, attached to the NavigationStack so the
// field appears in its navigation bar. The rows come from a computed `searchResults` that filters the names
// by the text (case-sensitive `contains`, an empty text shows all). Each search text change runs the body
// once; the summary printed is what the list shows.
import SwiftUI

struct ContactSearch: View {
    @State private var searchText = ""
    let names = ["Holly", "Josh", "Rhonda", "Ted"]

    var body: some View {
        let _ = print("showing: \(searchResults.joined(separator: ", "))")
        NavigationStack {
            List {
                ForEach(searchResults, id: \.self) { name in
                    NavigationLink {
                        Text(name)
                    } label: {
                        Text(name)
                    }
                }
            }
            .navigationTitle("Contacts")
        }
        .searchable(text: $searchText)
    }

    var searchResults: [String] {
        if searchText.isEmpty {
            return names
        } else {
            return names.filter { $0.contains(searchText) }
        }
    }
}

:mount ContactSearch()
// expect: showing: Holly, Josh, Rhonda, Ted
:search "o"
// expect: showing: Holly, Josh, Rhonda
:search "Te"
// expect: showing: Ted
:search ""
// expect: showing: Holly, Josh, Rhonda, Ted

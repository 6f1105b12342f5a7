// Apple docs `View/searchable(text:placement:prompt:)` (the names example: a filtered List in a NavigationStack) with `.searchSuggestions`.
// The search field binds `searchText`; the body reads it (through searchResults), so each new query runs it once,
// then onChange (rules §15.10, §3.5). `:search` sets the whole text in one turn. Suggestions are only shown, never
// chosen here, so they change nothing. The filter is Swift's case-sensitive `contains`.
import SwiftUI

struct ContactSearch: View {
    @State private var searchText = ""
    let names = ["Holly", "Josh", "Rhonda", "Ted"]

    var body: some View {
        let _ = print("body: \(searchResults)")
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
        .searchable(text: $searchText, prompt: "Look for a contact")
        .searchSuggestions {
            Text("Holly").searchCompletion("Holly")
            Text("Ted").searchCompletion("Ted")
        }
        .onChange(of: searchText) { _, newValue in
            print("query '\(newValue)'")
        }
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
// expect: body: ["Holly", "Josh", "Rhonda", "Ted"]
:search "h"
// expect: body: ["Josh", "Rhonda"]
// expect: query 'h'
:search "Ho"
// expect: body: ["Holly"]
// expect: query 'Ho'
:search "Z"
// expect: body: []
// expect: query 'Z'
:search ""
// expect: body: ["Holly", "Josh", "Rhonda", "Ted"]
// expect: query ''

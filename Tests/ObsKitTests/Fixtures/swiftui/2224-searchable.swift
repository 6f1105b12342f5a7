// Issue 13 (B), searchable: `.searchable(text:)` adds a search field (in the navigation bar of the enclosing
// NavigationStack) bound to the text. `:search "text"` sets the whole text in one turn, as a paste would:
// one body run and one onChange, not one per character. `:search ""` clears it (the field's clear button).
// Source: https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:),
// https://developer.apple.com/documentation/swiftui/adding-a-search-interface-to-your-app. Rules §3, §10.
import SwiftUI

struct CityList: View {
    let cities = ["Berlin", "Bern", "Lisbon", "Oslo"]
    @State private var query = ""

    var results: [String] {
        query.isEmpty ? cities : cities.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        let _ = print("showing:", results.joined(separator: ", "))
        NavigationStack {
            List(results, id: \.self) { city in
                Text(city)
            }
            .navigationTitle("Cities")
            .searchable(text: $query, prompt: "Find a city")
            .onChange(of: query) { old, new in
                print("query '\(old)' -> '\(new)'")
            }
        }
    }
}

:mount CityList()
:search "ber"
:search "o"
:search ""

// expect: showing: Berlin, Bern, Lisbon, Oslo
// expect: showing: Berlin, Bern
// expect: query '' -> 'ber'
// expect: showing: Lisbon, Oslo
// expect: query 'ber' -> 'o'
// expect: showing: Berlin, Bern, Lisbon, Oslo
// expect: query 'o' -> ''

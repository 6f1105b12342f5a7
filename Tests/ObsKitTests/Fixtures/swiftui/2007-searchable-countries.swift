// Issue 13 (A), a searchable list: a computed `filtered` property, `.searchable(text:prompt:)` in a
// NavigationStack, and `ContentUnavailableView.search(text:)` when nothing matches; rows are
// NavigationLinks to a detail screen.
// Expected: one body run per `:search` (rules §3); the detail is pushed from a filtered row.
import SwiftUI

struct Country: Identifiable {
    let id: String
    let name: String
    let capital: String
}

struct CountryDetail: View {
    let country: Country
    var body: some View {
        Text("\(country.name): capital \(country.capital)")
            .onAppear { print("showing", country.name) }
    }
}

struct CountriesView: View {
    let countries = [
        Country(id: "at", name: "Austria", capital: "Vienna"),
        Country(id: "au", name: "Australia", capital: "Canberra"),
        Country(id: "br", name: "Brazil", capital: "Brasília"),
    ]
    @State private var searchText = ""

    var filtered: [Country] {
        if searchText.isEmpty { return countries }
        return countries.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        let _ = print("results:", filtered.map(\.name))
        NavigationStack {
            List(filtered) { country in
                NavigationLink(country.name) {
                    CountryDetail(country: country)
                }
            }
            .navigationTitle("Countries")
            .searchable(text: $searchText, prompt: "Search countries")
            .overlay {
                if filtered.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                }
            }
        }
    }
}

:mount CountriesView()
:search "au"
:search "xyz"
:search "bra"
:tap "Brazil"

// expect: results: ["Austria", "Australia", "Brazil"]
// expect: results: ["Austria", "Australia"]
// expect: results: []
// expect: results: ["Brazil"]
// expect: showing Brazil

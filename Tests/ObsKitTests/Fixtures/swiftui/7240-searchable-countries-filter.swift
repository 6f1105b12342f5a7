// Searchable list as Apple's "Adding a search interface to your app" writes it: `.searchable(text:prompt:)` on a
// List in a NavigationStack, the rows filtered by a computed property, a `ContentUnavailableView.search` overlay
// when nothing matches, and an iOS 17 onChange logging the query.
// What SwiftUI does: the search field writes the bound @State; the body reads it (through the filter) and runs
// once per change, then the two-parameter onChange runs with the old and new text (rules §3.4, §15.10). `:search`
// sets the whole text in one turn; setting the text it already has changes nothing (rules §3.4).
// Sources: rules §3.4, §10.1, §15.10; https://developer.apple.com/documentation/swiftui/adding-a-search-interface-to-your-app
// https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)
import SwiftUI

struct CountryFinder: View {
    let countries = ["Argentina", "Austria", "Belgium", "Brazil", "Canada", "Chile"]
    @State private var searchText = ""

    var filteredCountries: [String] {
        if searchText.isEmpty {
            return countries
        }
        return countries.filter { $0.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        let results = filteredCountries
        let _ = print("CountryFinder body: '\(searchText)' -> \(results.count) results")
        NavigationStack {
            List(results, id: \.self) { country in
                Text(country)
            }
            .overlay {
                if results.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                }
            }
            .navigationTitle("Countries")
            .searchable(text: $searchText, prompt: "Search countries")
            .onChange(of: searchText) { oldValue, newValue in
                print("search '\(oldValue)' -> '\(newValue)'")
            }
        }
    }
}

:mount CountryFinder()
// expect: CountryFinder body: '' -> 6 results
:search "br"
// expect: CountryFinder body: 'br' -> 1 results
// expect: search '' -> 'br'
:search "a"
// expect: CountryFinder body: 'a' -> 4 results
// expect: search 'br' -> 'a'
:search "a"
:search "zz"
// expect: CountryFinder body: 'zz' -> 0 results
// expect: search 'a' -> 'zz'
:search ""
// expect: CountryFinder body: '' -> 6 results
// expect: search 'zz' -> ''

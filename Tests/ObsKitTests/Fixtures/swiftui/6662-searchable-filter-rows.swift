// Follows Apple's page "searchable(text:placement:prompt:)"
// (developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)) and "Performing a search
// operation": a city list in a NavigationStack filtered by the search field's text.
// - The search field is bound to @State text; the body reads it (through searchResults), so each change of the
//   query runs the body once (Apple's page; rules §15.10, §3.5). :search sets the whole text in one turn.
// - Rows are identified by the city (id: \.self): filtering out a row destroys its node; a row that stays keeps its
//   node and, its value unchanged, doesn't run again; a row that comes back is a new node and runs its body
//   (rules §1.2, §2.7), in list order after the parent (rules §2.8).
import SwiftUI

struct CityRow: View {
    let name: String

    var body: some View {
        let _ = print("CityRow body, \(name)")
        Text(name)
    }
}

struct CitySearchView: View {
    private let cities = ["Amsterdam", "Barcelona", "Cairo", "Denver", "Kyoto"]
    @State private var searchText = ""

    var searchResults: [String] {
        if searchText.isEmpty {
            return cities
        }
        return cities.filter { $0.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        let _ = print("CitySearchView body, '\(searchText)', \(searchResults.count) results")
        NavigationStack {
            List {
                ForEach(searchResults, id: \.self) { city in
                    CityRow(name: city)
                }
            }
            .navigationTitle("Cities")
        }
        .searchable(text: $searchText, prompt: "Search cities")
    }
}

:mount CitySearchView()
// expect: CitySearchView body, '', 5 results
// expect: CityRow body, Amsterdam
// expect: CityRow body, Barcelona
// expect: CityRow body, Cairo
// expect: CityRow body, Denver
// expect: CityRow body, Kyoto
:search "o"
// expect: CitySearchView body, 'o', 3 results
:search "to"
// expect: CitySearchView body, 'to', 1 results
:search ""
// expect: CitySearchView body, '', 5 results
// expect: CityRow body, Amsterdam
// expect: CityRow body, Barcelona
// expect: CityRow body, Cairo
// expect: CityRow body, Denver

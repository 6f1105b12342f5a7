// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/adding-a-search-interface-to-your-app (a searchable list filtered by a computed property over the search text)
// `.searchable(text:)` binds the search field to @State; the list is a computed filter of that text. Each new
// search text runs the body, and onChange(of: results) fires only when the filtered array differs: a search
// that matches the same countries (different case) prints nothing.
import SwiftUI

struct CountryList: View {
    let countries = ["Austria", "Belgium", "Brazil", "Canada", "Chile"]
    @State private var query = ""

    private var results: [String] {
        query.isEmpty ? countries : countries.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List(results, id: \.self) { country in
                Text(country)
            }
            .navigationTitle("Countries")
            .searchable(text: $query, prompt: "Search countries")
        }
        .onChange(of: results) { _, newResults in
            print("\(newResults.count) shown: \(newResults.joined(separator: ", "))")
        }
    }
}

:mount CountryList()
:search "b"
// expect: 2 shown: Belgium, Brazil
:search "B"
:search "an"
// expect: 1 shown: Canada
:search "zz"
// expect: 0 shown: 
:search ""
// expect: 5 shown: Austria, Belgium, Brazil, Canada, Chile

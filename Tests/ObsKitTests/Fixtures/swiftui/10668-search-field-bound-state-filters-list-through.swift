// HWS "searchable" style: a search field bound to @State filters a list through a computed property; each search runs the body once, rows whose name is still shown keep their nodes and skip their bodies, rows that come back are built anew (rules §15.10, §1.2, §2.7)
// corrected: "Denmark" does not contain "an" (d-e-n-m-a-r-k), so the search shows only Canada, and clearing it brings back four rows (my arithmetic, not a rule)
import SwiftUI

struct CountryRow: View {
    let name: String

    var body: some View {
        let _ = print("CountryRow body: \(name)")
        Text(name)
    }
}

struct CountryList: View {
    @State private var query = ""
    private let countries = ["Austria", "Brazil", "Canada", "Chile", "Denmark"]

    private var filtered: [String] {
        query.isEmpty ? countries : countries.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        let _ = print("CountryList body: '\(query)' -> \(filtered.count)")
        NavigationStack {
            List(filtered, id: \.self) { name in
                CountryRow(name: name)
            }
            .navigationTitle("Countries")
            .searchable(text: $query, prompt: "Find a country")
        }
    }
}

:mount CountryList()
// expect: CountryList body: '' -> 5
// expect: CountryRow body: Austria
// expect: CountryRow body: Brazil
// expect: CountryRow body: Canada
// expect: CountryRow body: Chile
// expect: CountryRow body: Denmark
:search "an"
// expect: CountryList body: 'an' -> 1
:search "AN"
// expect: CountryList body: 'AN' -> 1
:search ""
// expect: CountryList body: '' -> 5
// expect: CountryRow body: Austria
// expect: CountryRow body: Brazil
// expect: CountryRow body: Chile
// expect: CountryRow body: Denmark

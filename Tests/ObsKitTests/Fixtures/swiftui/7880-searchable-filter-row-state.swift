// Forum question: "I filter my list with .searchable. When I clear the search, the row I had tapped has lost its
// count, but the rows that never left keep theirs. Bug?" No: a row that the filter removes leaves the ForEach's
// data, so its id goes away and its node dies with its @State (rules §1.2, §1.4; onDisappear, §11.1). When the
// search is cleared the id comes back as a new node, starting from `visits = 0` (§3.2), with onAppear. Rows that
// stay get equal values and skip their bodies (§2.7). The search text is read in the body through `filtered`, so
// each search re-runs CitySearch (§3.5). Apple `view/searchable(text:placement:prompt:)`.
import SwiftUI

struct City: Identifiable {
    let id: Int
    let name: String
}

struct CityRow: View {
    let city: City
    @State private var visits = 0

    var body: some View {
        let _ = print("\(city.name) body, visits \(visits)")
        Button("\(city.name): \(visits)") { visits += 1 }
            .onAppear { print("appear \(city.name)") }
            .onDisappear { print("disappear \(city.name)") }
    }
}

struct CitySearch: View {
    let cities = [City(id: 1, name: "Paris"), City(id: 2, name: "Porto"), City(id: 3, name: "Rome")]
    @State private var query = ""

    var filtered: [City] {
        query.isEmpty ? cities : cities.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List(filtered) { city in
                CityRow(city: city)
            }
            .navigationTitle("Cities")
            .searchable(text: $query)
        }
    }
}

:mount CitySearch()
// expect: Paris body, visits 0
// expect: Porto body, visits 0
// expect: Rome body, visits 0
// expect: appear Paris
// expect: appear Porto
// expect: appear Rome
:tap "Rome: 0"
// expect: Rome body, visits 1
:tap "Porto: 0"
// expect: Porto body, visits 1
:search "p"
// expect: disappear Rome
:tap "Porto: 1"
// expect: Porto body, visits 2
:search ""
// expect: Rome body, visits 0
// expect: appear Rome
:tap "Rome: 0"
// expect: Rome body, visits 1
:tap "Porto: 2"
// expect: Porto body, visits 3

// Hacking with Swift style: a search field filtering a List with a computed property on @State text; each keystroke runs the screen, rows still shown keep their nodes and skip their bodies, and an empty result shows a ContentUnavailableView; clearing brings the List back as new rows (rules §3.5, §1.1, §1.2, §2.7)
import SwiftUI

struct Country: Identifiable, Equatable {
    let id: String
    let name: String
}

struct CountryRow: View {
    let country: Country

    var body: some View {
        let _ = print("CountryRow body: \(country.name)")
        Text(country.name)
    }
}

struct CountrySearch: View {
    @State private var query = ""
    private let all = [
        Country(id: "NO", name: "Norway"),
        Country(id: "NZ", name: "New Zealand"),
        Country(id: "PE", name: "Peru"),
    ]

    private var matches: [Country] {
        if query.isEmpty { return all }
        return all.filter { $0.name.lowercased().contains(query.lowercased()) }
    }

    var body: some View {
        let _ = print("CountrySearch body: '\(query)' \(matches.count) matches")
        VStack {
            TextField("Search", text: $query)
            if matches.isEmpty {
                ContentUnavailableView("No Countries", systemImage: "globe", description: Text("Nothing matches \(query)"))
            } else {
                List(matches) { country in
                    CountryRow(country: country)
                }
            }
        }
    }
}

:mount CountrySearch()
// expect: CountrySearch body: '' 3 matches
// expect: CountryRow body: Norway
// expect: CountryRow body: New Zealand
// expect: CountryRow body: Peru
:type "ne" into "Search"
// expect: CountrySearch body: 'n' 2 matches
// expect: CountrySearch body: 'ne' 1 matches
:type "x" into "Search"
// expect: CountrySearch body: 'nex' 0 matches
:clear "Search"
// expect: CountrySearch body: '' 3 matches
// expect: CountryRow body: Norway
// expect: CountryRow body: New Zealand
// expect: CountryRow body: Peru

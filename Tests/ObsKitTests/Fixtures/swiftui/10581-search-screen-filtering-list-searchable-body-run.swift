// everyday app screens style: a search screen filtering a list with .searchable: one body run per search; rows that stay keep their nodes and do not run, rows that come back are new and run (rules §1.2, §2.6, §2.7, §15.10)
import SwiftUI

struct CountryRow: View {
    let name: String

    var body: some View {
        let _ = print("CountryRow body: \(name)")
        Text(name)
    }
}

struct CountrySearch: View {
    @State private var query = ""
    private let countries = ["Chile", "China", "Cuba", "Peru", "Spain"]

    private var results: [String] {
        query.isEmpty ? countries : countries.filter { $0.lowercased().contains(query.lowercased()) }
    }

    var body: some View {
        let _ = print("CountrySearch body: '\(query)' -> \(results.count)")
        NavigationStack {
            List(results, id: \.self) { name in
                CountryRow(name: name)
            }
            .navigationTitle("Countries")
            .searchable(text: $query)
        }
    }
}

:mount CountrySearch()
// expect: CountrySearch body: '' -> 5
// expect: CountryRow body: Chile
// expect: CountryRow body: China
// expect: CountryRow body: Cuba
// expect: CountryRow body: Peru
// expect: CountryRow body: Spain
:search "ch"
// expect: CountrySearch body: 'ch' -> 2
:search ""
// expect: CountrySearch body: '' -> 5
// expect: CountryRow body: Cuba
// expect: CountryRow body: Peru
// expect: CountryRow body: Spain
:search "pe"
// expect: CountrySearch body: 'pe' -> 1

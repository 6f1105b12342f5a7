// Apple Developer Forums style: .searchable(text:) filtering a List through a computed property; each search runs the screen, rows whose name stays are not run again, rows coming back are new (rules §15.10, §1.2, §2.3, §2.7)
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
    let countries = ["Chile", "China", "Cuba", "Peru", "Spain"]

    var filtered: [String] {
        query.isEmpty ? countries : countries.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        let _ = print("CountryList body: \(filtered.count) shown")
        NavigationStack {
            List(filtered, id: \.self) { name in
                CountryRow(name: name)
            }
            .navigationTitle("Countries")
            .searchable(text: $query)
            .overlay {
                if filtered.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
        }
    }
}

:mount CountryList()
// expect: CountryList body: 5 shown
// expect: CountryRow body: Chile
// expect: CountryRow body: China
// expect: CountryRow body: Cuba
// expect: CountryRow body: Peru
// expect: CountryRow body: Spain
:search "ch"
// expect: CountryList body: 2 shown
:search ""
// expect: CountryList body: 5 shown
// expect: CountryRow body: Cuba
// expect: CountryRow body: Peru
// expect: CountryRow body: Spain
:search "zz"
// expect: CountryList body: 0 shown
:search "pe"
// expect: CountryList body: 1 shown
// expect: CountryRow body: Peru

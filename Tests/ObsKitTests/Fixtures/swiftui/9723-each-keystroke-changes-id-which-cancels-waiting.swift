// SwiftLee style debounced search with .task(id:): each keystroke changes the id, which cancels the waiting search and starts a new one that sleeps 300 ms on the virtual clock before it filters; the empty query fills the list at once (rules §11.3, §10.1)
import SwiftUI

let catalog = ["Cappuccino", "Latte", "Cortado", "Mocha", "Americano"]

struct DrinkSearch: View {
    @State private var query = ""
    @State private var results: [String] = []

    var body: some View {
        let _ = print("DrinkSearch body: '\(query)', \(results.count) results")
        VStack {
            TextField("Search drinks", text: $query)
            List(results, id: \.self) { drink in
                Text(drink)
            }
        }
        .task(id: query) {
            let term = query
            guard !term.isEmpty else {
                results = catalog
                return
            }
            do {
                try await Task.sleep(for: .milliseconds(300))
                results = catalog.filter { $0.lowercased().contains(term.lowercased()) }
                print("searched '\(term)': \(results.count)")
            } catch {
                print("cancelled '\(term)'")
            }
        }
    }
}

:mount DrinkSearch()
// expect: DrinkSearch body: '', 0 results
// expect: DrinkSearch body: '', 5 results
:type "ca" into "Search drinks"
// expect: DrinkSearch body: 'c', 5 results
// expect: DrinkSearch body: 'ca', 5 results
// expect: cancelled 'c'
:advance 200ms
:advance 100ms
// expect: searched 'ca': 2
// expect: DrinkSearch body: 'ca', 2 results
:clear "Search drinks"
// expect: DrinkSearch body: '', 2 results
// expect: DrinkSearch body: '', 5 results

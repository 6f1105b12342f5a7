// Donny Wals style, pitfall on purpose (stale results from overlapping loads): search-as-you-type with .task(id: query); each keystroke runs the body (it reads the query for the id), cancels the running search and starts another, so only the last query's results land (rules §11.3, §3.5, §10.1)
import SwiftUI

let catalog = ["swift", "swiftui", "combine", "sweater", "observation"]

struct SearchScreen: View {
    @State private var query = ""
    @State private var results: [String] = []

    var body: some View {
        let _ = print("SearchScreen body: '\(query)' \(results.count) results")
        VStack {
            TextField("Search", text: $query)
            List(results, id: \.self) { name in
                Text(name)
            }
        }
        .task(id: query) {
            guard !query.isEmpty else {
                results = []
                return
            }
            let term = query
            do {
                try await Task.sleep(for: .milliseconds(300))
                results = catalog.filter { $0.hasPrefix(term) }
                print("search for '\(term)' finished: \(results.count)")
            } catch {
                print("search for '\(term)' cancelled")
            }
        }
    }
}

:mount SearchScreen()
// expect: SearchScreen body: '' 0 results
:type "sw" into "Search"
// expect: SearchScreen body: 's' 0 results
// expect: SearchScreen body: 'sw' 0 results
// expect: search for 's' cancelled
:advance 300ms
// expect: search for 'sw' finished: 3
// expect: SearchScreen body: 'sw' 3 results
:type "i" into "Search"
// expect: SearchScreen body: 'swi' 3 results
:advance 300ms
// expect: search for 'swi' finished: 2
// expect: SearchScreen body: 'swi' 2 results

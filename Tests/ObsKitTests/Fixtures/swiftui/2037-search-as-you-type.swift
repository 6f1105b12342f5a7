// Issue 13 (A), search as you type with a debounce: a TextField bound to a query, `.task(id: query)` that
// sleeps 400 ms before "searching", so fast typing cancels the earlier searches; results in a List with
// ContentUnavailableView when empty.
// Expected: typing one character per turn cancels each earlier search (2234); only the last query runs.
import SwiftUI

struct MovieSearch: View {
    let catalog = ["Alien", "Aliens", "Amélie", "Arrival"]
    @State private var query = ""
    @State private var results: [String] = []

    var body: some View {
        VStack {
            TextField("Search movies", text: $query)
                .textFieldStyle(.roundedBorder)
            if results.isEmpty {
                ContentUnavailableView("No Movies", systemImage: "film")
            } else {
                List(results, id: \.self) { title in
                    Text(title)
                }
            }
        }
        .task(id: query) {
            let text = query
            guard !text.isEmpty else {
                results = []
                return
            }
            do {
                try await Task.sleep(for: .milliseconds(400))
            } catch {
                return
            }
            results = catalog.filter { $0.lowercased().hasPrefix(text.lowercased()) }
            print("searched '\(text)':", results)
        }
    }
}

:mount MovieSearch()
:type "ali" into "Search movies"
:advance 400ms
:type "e" into "Search movies"
:advance 200ms
:type "n" into "Search movies"
:advance 400ms

// expect: searched 'ali': ["Alien", "Aliens"]
// expect: searched 'alien': ["Alien", "Aliens"]

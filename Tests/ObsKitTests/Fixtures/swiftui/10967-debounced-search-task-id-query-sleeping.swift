// Hacking with Swift style (debounced search): .task(id: query) sleeping 300 ms before searching an @Observable model; each keystroke cancels the last task, :advance lets the last one finish (rules §11.3, §8.3, §10.1)
import SwiftUI
import Observation

@Observable
final class SearchModel {
    var results: [String] = []
    let catalog = ["apple", "apricot", "banana", "blueberry", "cherry"]

    func search(_ query: String) {
        results = catalog.filter { $0.hasPrefix(query.lowercased()) }
        print("searched '\(query)': \(results)")
    }
}

struct SearchView: View {
    @State private var query = ""
    @State private var model = SearchModel()

    var body: some View {
        let _ = print("search body \(model.results.count) results")
        VStack {
            TextField("Search fruit", text: $query)
            List(model.results, id: \.self) { fruit in
                Text(fruit)
            }
        }
        .task(id: query) {
            guard !query.isEmpty else { return }
            do {
                try await Task.sleep(for: .milliseconds(300))
            } catch {
                return
            }
            model.search(query)
        }
    }
}
:mount SearchView()
// expect: search body 0 results
:type "ap" into "Search fruit"
// expect: search body 0 results
// expect: search body 0 results
:advance 200ms
:advance 100ms
// expect: searched 'ap': ["apple", "apricot"]
// expect: search body 2 results
:type "r" into "Search fruit"
// expect: search body 2 results
:advance 300ms
// expect: searched 'apr': ["apricot"]
// expect: search body 1 results

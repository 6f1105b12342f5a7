// Apple documentation style (search with .task(id:)): the query is the task's id, so every keystroke cancels the last search and starts another that waits 300 ms; only the last one gets to search, and its result is one body run (rules §11.3, §10.1, §3.5)
import SwiftUI

struct DonutSearch: View {
    @State private var query = ""
    @State private var results: [String] = []
    let catalog = ["abacus roll", "apple fritter", "banana bread"]

    var body: some View {
        let _ = print("DonutSearch body: '\(query)' (\(results.count) results)")
        VStack {
            TextField("Search", text: $query)
            ForEach(results, id: \.self) { result in
                Text(result)
            }
        }
        .task(id: query) {
            let current = query
            print("task for '\(current)'")
            guard !current.isEmpty else { return }
            do {
                try await Task.sleep(for: .milliseconds(300))
            } catch {
                return
            }
            print("searching for \(current)")
            results = catalog.filter { $0.contains(current) }
        }
    }
}

:mount DonutSearch()
// expect: DonutSearch body: '' (0 results)
// expect: task for ''
:type "ab" into "Search"
// expect: DonutSearch body: 'a' (0 results)
// expect: task for 'a'
// expect: DonutSearch body: 'ab' (0 results)
// expect: task for 'ab'
:advance 300ms
// expect: searching for ab
// expect: DonutSearch body: 'ab' (1 results)
:advance 1s

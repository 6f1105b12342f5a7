// Style: Stack Overflow question, "search as you type without Combine". `.task(id:)` "starts a new task before a view appears, or when a specified
// value changes", and cancels the old one (Apple `view/task(id:priority:_:)`; rules §11.3). Each keystroke writes `query`, the body reads it
// (rules §3.5), the id changes, and the task restarts with the closure of the new body, which sees the new query; the cancelled one's sleep throws
// and it loads nothing (its catch prints nothing, so the unknown order of cancel and restart does not matter, rules §11.3). Only the last query is
// loaded after the pause; the two writes after it give one body (rules §10.1).
import SwiftUI

struct SearchResults: View {
    @State private var query = ""
    @State private var results: [String] = []

    var body: some View {
        let _ = print("SearchResults body: '\(query)' \(results.count)")
        VStack {
            TextField("Search", text: $query)
            ForEach(results, id: \.self) { result in
                Text(result)
            }
        }
        .task(id: query) {
            guard !query.isEmpty else { return }
            print("task start '\(query)'")
            do {
                try await Task.sleep(for: .milliseconds(300))
                results = ["\(query) one", "\(query) two"]
                print("loaded '\(query)'")
            } catch {
            }
        }
    }
}

:mount SearchResults()
// expect: SearchResults body: '' 0
:type "ab" into "Search"
// expect: SearchResults body: 'a' 0
// expect: task start 'a'
// expect: SearchResults body: 'ab' 0
// expect: task start 'ab'
:advance 300ms
// expect: loaded 'ab'
// expect: SearchResults body: 'ab' 2
:advance 1s

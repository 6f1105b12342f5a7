// Apple docs `View/task(id:priority:_:)`: the task restarts when the id changes, and the old one is cancelled.
// The task starts when the view appears and runs until its first await (rules §11.3). A new `query` cancels the running
// task and starts a new one; the cancelled sleep throws, and the guard returns without printing (Apple: "SwiftUI
// cancels the task ... when the id value changes"). "b" was cancelled half-way, so "task done b" never prints, not even
// at the moment it would have woken. An equal id is no change: tapping "Query c" again starts nothing (rules §3.4).
// The task reads `query` when it runs (the current value).
import SwiftUI

struct SearchResults: View {
    @State private var query = "a"
    @State private var results: [String] = []

    var body: some View {
        VStack {
            Button("Query b") { query = "b" }
            Button("Query c") { query = "c" }
            Button("Show") { print("results \(results)") }
            Text(results.joined(separator: ", "))
        }
        .task(id: query) {
            let q = query
            print("task start \(q)")
            try? await Task.sleep(for: .seconds(1))
            guard !Task.isCancelled else { return }
            results = [q + "1", q + "2"]
            print("task done \(q)")
        }
    }
}

:mount SearchResults()
// expect: task start a
:advance 1s
// expect: task done a
:tap "Query b"
// expect: task start b
:advance 500ms
:tap "Query c"
// expect: task start c
:advance 500ms
:advance 500ms
// expect: task done c
:tap "Show"
// expect: results ["c1", "c2"]
:tap "Query c"

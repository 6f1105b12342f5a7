// Apple "task(id:priority:_:)" (a changed id cancels the running task and starts a new one); Donny Wals search-as-you-type style; rules §11.3, §10.1, §3.4
import SwiftUI

struct SearchResults: View {
    @State private var query = "a"
    @State private var results = "none"

    var body: some View {
        let _ = print("body: \(query) -> \(results)")
        VStack {
            Button("Query b") { query = "b" }
            Button("Query c") { query = "c" }
            Text(results)
        }
        .task(id: query) {
            print("search \(query) started")
            try? await Task.sleep(for: .seconds(1))
            if Task.isCancelled { return }
            print("search \(query) finished")
            results = "results for \(query)"
        }
    }
}

:mount SearchResults()
:advance 500ms
:tap "Query b"
:advance 1s
:tap "Query c"
:tap "Query c"
:advance 1s

// expect: body: a -> none
// expect: search a started
// expect: body: b -> none
// expect: search b started
// expect: search b finished
// expect: body: b -> results for b
// expect: body: c -> results for b
// expect: search c started
// expect: search c finished
// expect: body: c -> results for c

// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) (task(id:) starts when the view appears and, when the id changes, cancels the running search and starts a new one)
// task(id:priority:_:) "Adds a task to perform before this view appears or when a specified value changes": "When the
// value changes, SwiftUI cancels and restarts the task" (and "SwiftUI will automatically cancel the task at some
// point after the view disappears"). Task.sleep throws when cancelled, so the old search never reaches its result.
// The closure captures the query of the body that made it.
// - Mount: the body, then the "swift" search starts.
// - 500 ms later: nothing has finished.
// - "Search ui": the body runs with the new query; the "swift" search is cancelled; the "ui" search starts.
// - 1 s later: only the "ui" search finishes; its results re-render the body.
import SwiftUI

struct SearchScreen: View {
    @State private var query = "swift"
    @State private var results: [String] = []

    var body: some View {
        let _ = print("search body: \(query), \(results.count) results")
        VStack {
            ForEach(results, id: \.self) { Text($0) }
            Button("Search ui") { query = "ui" }
        }
        .task(id: query) {
            print("search for \(query) started")
            do {
                try await Task.sleep(for: .seconds(1))
                results = ["\(query) 1", "\(query) 2"]
                print("search for \(query) finished")
            } catch {
                // cancelled: a newer search replaced this one
            }
        }
    }
}

:mount SearchScreen()
// expect: search body: swift, 0 results
// expect: search for swift started
:advance 500ms
:tap "Search ui"
// expect: search body: ui, 0 results
// expect: search for ui started
:advance 1s
// expect: search for ui finished
// expect: search body: ui, 2 results

// SwiftUI from Apple's documentation: task(id:) starts again for a new id and cancels the run for the old one
// Apple, task(id:priority:_:) (https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)): "Adds a task to perform
// before this view appears or when a specified value changes ... it also cancels and recreates the task when a specified value
// changes." The run for "tea" is overtaken before its sleep ends, so only "coffee" finishes. Nothing prints on cancellation.
import SwiftUI

struct SearchResults: View {
    @State private var query = "tea"
    var body: some View {
        VStack {
            Button("Search coffee") { query = "coffee" }
            Text("Results for \(query)")
        }
        .task(id: query) {
            print("search \(query) started")
            do {
                try await Task.sleep(for: .seconds(1))
                print("search \(query) finished")
            } catch {}
        }
    }
}

:mount SearchResults()
// expect: search tea started
:advance 500ms
:tap "Search coffee"
// expect: search coffee started
:advance 2s
// expect: search coffee finished

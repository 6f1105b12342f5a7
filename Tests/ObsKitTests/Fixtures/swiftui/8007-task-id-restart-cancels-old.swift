// SwiftUI from Apple's documentation: task(id:) cancels the running task and starts a new one when the id changes
// Apple, View.task(id:priority:_:) (https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)): "Adds a task to
// perform before this view appears or when a specified value changes." ... "This method behaves like task(priority:_:), except that
// it also cancels and recreates the task when a specified value changes. To detect a change, the modifier tests whether a new value
// for the id parameter equals the previous value." The cat search is cancelled mid-sleep (its sleep throws, so it never finishes);
// assigning "dog" again is equal and restarts nothing.
import SwiftUI

struct SearchResults: View {
    @State private var query = "cat"

    var body: some View {
        VStack {
            Text("Results for \(query)")
            Button("Dogs") { query = "dog" }
        }
        .task(id: query) {
            let term = query
            print("search \(term) started")
            do {
                try await Task.sleep(for: .seconds(1))
                print("search \(term) finished")
            } catch {
            }
        }
    }
}

:mount SearchResults()
// expect: search cat started
:advance 500ms
:tap "Dogs"
// expect: search dog started
:advance 700ms
:tap "Dogs"
:advance 400ms
// expect: search dog finished
:advance 2s

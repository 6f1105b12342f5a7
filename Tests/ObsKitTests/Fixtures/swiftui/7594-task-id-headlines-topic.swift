// Follows Apple's task(id:priority:_:) (https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)): headlines loaded for the chosen topic, the load restarted when the topic changes
// What SwiftUI does: the task starts when the view appears; when `id` changes, SwiftUI cancels the running task
// and starts a new one with the new value; the task is cancelled when the view disappears (Apple's page,
// rules §11.3). Cancelling a task makes its `Task.sleep` throw, so the old load prints "cancelled" in the
// turn of the change (the new task prints nothing until its sleep ends, so the order of the two does not
// matter). Each task reads the topic when it starts: outside a body a `@State` read is the live value
// (rules §3.4). `:unmount` cancels the task that is still sleeping.
// Sources: Apple `view/task(id:priority:_:)`; rules §3.4, §11.3, §15.15 (virtual clock).
import SwiftUI

struct HeadlinesView: View {
    @State private var topic = "World"
    @State private var headline = "Loading…"

    var body: some View {
        VStack {
            Text(headline)
            Button("Sports") { topic = "Sports" }
            Button("Science") { topic = "Science" }
        }
        .task(id: topic, priority: .userInitiated) {
            let current = topic
            headline = "Loading…"
            do {
                try await Task.sleep(for: .seconds(1))
                headline = "Top \(current) story"
                print("loaded \(current)")
            } catch {
                print("cancelled \(current)")
            }
        }
    }
}

:mount HeadlinesView()
:advance 2s
// expect: loaded World
:tap "Sports"
:advance 500ms
:tap "Science"
// expect: cancelled Sports
:advance 2s
// expect: loaded Science
:tap "Sports"
:unmount
// expect: cancelled Sports

// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) (a task tied to a value: a new value cancels the running task and starts another)
// task(id:priority:_:) "Adds a task to perform before this view appears or when a specified value changes"; the
// page's example restarts a status listener when `server` changes: a new id cancels the running task and starts the
// closure again.
// - The task copies the id it started with (`target`): reading `server` later would give the new value.
// - Switching server while the first connection is still waiting cancels it, then starts the new one; the new one
//   completes once its 5 seconds pass.
import SwiftUI

struct ServerStatus: View {
    @State private var server = "alpha"
    @State private var status = "Signed Out"

    var body: some View {
        VStack {
            Text(status)
            Button("Use beta") { server = "beta" }
        }
        .task(id: server) {
            let target = server
            print("connecting to \(target)")
            do {
                try await Task.sleep(for: .seconds(5))
                status = "Connected to \(target)"
                print("connected to \(target)")
            } catch {
                print("cancelled \(target)")
            }
        }
    }
}

:mount ServerStatus()
// expect: connecting to alpha
:advance 1s
:tap "Use beta"
// expect: cancelled alpha
// expect: connecting to beta
:advance 5s
// expect: connected to beta

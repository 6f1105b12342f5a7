// SwiftUI from Apple's documentation: task(id:priority:_:) — https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) (the task starts before the view appears; when id changes SwiftUI cancels the running task and starts a new one)
import SwiftUI

struct StatusView: View {
    @State private var server = "alpha"

    var body: some View {
        VStack {
            Text("Server \(server)")
            Button("Switch") { server = "beta" }
        }
        .task(id: server) {
            print("connect to \(server)")
            try? await Task.sleep(for: .seconds(5))
            if Task.isCancelled { return }
            print("finished \(server)")
        }
    }
}

:mount StatusView()
:advance 2s
:tap "Switch"
:advance 6s
// expect: connect to alpha
// expect: connect to beta
// expect: finished beta

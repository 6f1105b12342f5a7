// SwiftUI from Apple's documentation: .task(id:) runs before the view appears and again each time the id value changes
// Apple, task(id:priority:_:) (https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)): "Adds a task to
// perform before this view appears or when a specified value changes." "If the id value changes, SwiftUI cancels and
// restarts the task."
import SwiftUI

struct ServerStatus: View {
    @State private var server = 1
    @State private var refreshes = 0
    var body: some View {
        VStack {
            Button("Next server") { server += 1 }
            Button("Refresh \(refreshes)") { refreshes += 1 }
            Text("Server \(server)")
                .task(id: server) {
                    print("loading server \(server)")
                }
        }
    }
}

:mount ServerStatus()
:tap "Refresh 0"
:tap "Next server"
:tap "Refresh 1"
:tap "Next server"
// expect: loading server 1
// expect: loading server 2
// expect: loading server 3

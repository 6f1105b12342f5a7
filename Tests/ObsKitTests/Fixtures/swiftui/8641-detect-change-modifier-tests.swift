// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) (to detect a change the modifier tests whether the new id equals the previous one: assigning an equal value does not restart the task, a different one does)
import SwiftUI

struct ServerStatus: View {
    @State private var server = "alpha"

    var body: some View {
        VStack {
            Text("Server: \(server)")
            Button("Reselect alpha") {
                server = "alpha"
                print("reselected alpha")
            }
            Button("Select beta") {
                server = "beta"
                print("selected beta")
            }
        }
        .task(id: server) {
            print("task for \(server)")
        }
    }
}

:mount ServerStatus()
:tap "Reselect alpha"
:tap "Select beta"
// expect: task for alpha
// expect: reselected alpha
// expect: selected beta
// expect: task for beta

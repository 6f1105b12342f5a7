// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(priority:_:) (a .task runs at userInitiated priority by default, or at the priority it is given)
// What SwiftUI does: "priority: The task priority to use when creating the asynchronous task. The default priority
// is userInitiated." Task.currentPriority reads the running task's priority
// (https://developer.apple.com/documentation/swift/task/currentpriority).
import SwiftUI

struct PriorityView: View {
    var body: some View {
        VStack {
            Text("Default")
                .task {
                    print("default task userInitiated: \(Task.currentPriority == .userInitiated)")
                }
            Text("Background")
                .task(priority: .background) {
                    print("background task background: \(Task.currentPriority == .background)")
                }
        }
    }
}

:mount PriorityView()
// expect: default task userInitiated: true
// expect: background task background: true

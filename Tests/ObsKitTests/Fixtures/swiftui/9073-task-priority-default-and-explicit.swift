// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(priority:_:) (a .task runs at userInitiated priority by default, or at the priority it is given)
// known-gap: error: 9073-task-priority-default-and-explicit.swift:13:58: error: value of type 'Task.Type' has no member 'currentPriority'
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

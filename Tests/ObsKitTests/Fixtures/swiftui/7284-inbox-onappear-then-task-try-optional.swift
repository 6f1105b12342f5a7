// Inbox: `onAppear`, `.task` and `onDisappear` on one view with prints, as "view lifecycle" tutorials compare them,
// own code; the task sleeps with `try?`, a common shortcut.
// What SwiftUI does: the view's init runs when it is made, then its body; after the update the appearance callbacks
// run, and the task starts after them (rules §10.1, §10.3, §11.1, §11.3). The task's write after its sleep runs the
// body. `:unmount` runs `onDisappear` and cancels the task (rules §1.4, §11.3). In the second run the view goes away
// while the task sleeps: `Task.sleep` throws `CancellationError`, but `try?` swallows it, so the task goes on at once
// (in the turn of the cancellation, corpus README assumption 13), writes to state nobody shows and prints its end.
// Sources: rules §1.4, §10.1, §10.3, §11.1, §11.3; https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
// https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
import SwiftUI

struct InboxScreen: View {
    @State private var messages: [String] = []

    init() {
        print("InboxScreen init")
    }

    var body: some View {
        let _ = print("InboxScreen body: \(messages.count) messages")
        List(messages, id: \.self) { message in
            Text(message)
        }
        .onAppear { print("onAppear") }
        .task {
            print("task: start")
            try? await Task.sleep(for: .seconds(1))
            messages = ["Welcome", "Your receipt"]
            print("task: end")
        }
        .onDisappear { print("onDisappear") }
    }
}

:mount InboxScreen()
// expect: InboxScreen init
// expect: InboxScreen body: 0 messages
// expect: onAppear
// expect: task: start
:advance 1s
// expect: task: end
// expect: InboxScreen body: 2 messages
:unmount
// expect: onDisappear
:mount InboxScreen()
// expect: InboxScreen init
// expect: InboxScreen body: 0 messages
// expect: onAppear
// expect: task: start
:unmount
// expect: onDisappear
// expect: task: end

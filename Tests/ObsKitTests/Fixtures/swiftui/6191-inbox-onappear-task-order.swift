// onAppear and .task on the same view: the body runs, then onAppear, then the task's code, and the body runs again once the task stores its result; expected output by the SwiftUI rules (rules §10 appearance callbacks after the update, §11 .task starts on appear as a new Task that runs after the callback returns; Apple: task(priority:_:))
import SwiftUI

struct InboxView: View {
    @State private var messages: [String] = []

    var body: some View {
        let _ = print("body, \(messages.count) messages")
        List(messages, id: \.self) { message in
            Text(message)
        }
        .task {
            print("task started")
            try? await Task.sleep(for: .seconds(1))
            messages = ["Welcome aboard", "Your receipt"]
            print("task finished")
        }
        .onAppear {
            print("onAppear")
        }
    }
}

:mount InboxView()
:advance 1s

// expect: body, 0 messages
// expect: onAppear
// expect: task started
// expect: task finished
// expect: body, 2 messages

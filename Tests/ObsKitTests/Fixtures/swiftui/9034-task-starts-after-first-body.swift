// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(priority:_:) (the task is added to perform when the view appears; its @State write after a sleep updates the view)
// What SwiftUI does: the first body runs, the view appears (onAppear), then the task's code starts; Task.sleep
// suspends it on the clock (https://developer.apple.com/documentation/swift/task/sleep(for:tolerance:clock:)); the
// write after the sleep invalidates the view and its body runs once the task has returned.
import SwiftUI

struct GreetingView: View {
    @State private var message = "Loading"

    var body: some View {
        let _ = print("body: \(message)")
        Text(message)
            .onAppear { print("onAppear") }
            .task {
                print("task started")
                try? await Task.sleep(for: .seconds(1))
                message = "Hello"
                print("task finished")
            }
    }
}

:mount GreetingView()
// expect: body: Loading
// expect: onAppear
// expect: task started
:advance 1s
// expect: task finished
// expect: body: Hello

// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(priority:_:) (an asynchronous task and an onAppear action on the same view)
// task "Adds an asynchronous task to perform before this view appears"; onAppear's action "completes before the first
// rendered frame appears" (https://developer.apple.com/documentation/swiftui/view/onappear(perform:)).
// - The first body runs, then the synchronous onAppear action; the task's closure runs asynchronously after that
//   (assumption: Apple calls the task asynchronous and the appear action synchronous, but does not order the two
//   explicitly), and its state write runs the body again.
import SwiftUI

struct GreetingView: View {
    @State private var message = "Loading"

    var body: some View {
        let _ = print("body: \(message)")
        Text(message)
            .task {
                print("task started")
                message = "Ready"
            }
            .onAppear {
                print("onAppear")
            }
    }
}

:mount GreetingView()
// expect: body: Loading
// expect: onAppear
// expect: task started
// expect: body: Ready

// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swift/withtaskcancellationhandler(operation:oncancel:isolation:) (in a .task already cancelled by the view's removal, the handler runs first, then the operation still runs)
// What SwiftUI does: removing the view cancels its task (https://developer.apple.com/documentation/swiftui/view/task(priority:_:));
// the swallowed sleep returns at once. Swift's documentation of withTaskCancellationHandler: "The operation closure
// is always invoked, even when ... called from a task that was already canceled", and "the cancellation handler will
// be executed immediately before the operation closure gets to execute."
import SwiftUI

struct SaverView: View {
    var body: some View {
        Text("Saving")
            .task {
                try? await Task.sleep(for: .seconds(5))
                print("after sleep, cancelled: \(Task.isCancelled)")
                await withTaskCancellationHandler {
                    print("operation runs")
                } onCancel: {
                    print("onCancel runs")
                }
                print("task ends")
            }
    }
}

struct EditorView: View {
    @State private var saving = true

    var body: some View {
        VStack {
            Button("Close") { saving = false }
            if saving {
                SaverView()
            }
        }
    }
}

:mount EditorView()
:advance 1s
:tap "Close"
// expect: after sleep, cancelled: true
// expect: onCancel runs
// expect: operation runs
// expect: task ends

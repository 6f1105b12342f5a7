// Style: blog post, "Prefer .task over onAppear + Task". The `.task` modifier's task is tied to the view: cancelled when it disappears (rules
// §11.3). A `Task { }` made in `onAppear` is unstructured: nothing cancels it, so it finishes after the view is gone. onAppear runs after the
// update that inserted the view (rules §11.1); the `.task` closure starts on appear, after onAppear's action (tasks run when the appearance
// callbacks are done, rules §10.1, ObsREPL's choice).
import SwiftUI

struct UploadStatus: View {
    var body: some View {
        Text("Uploading…")
            .onAppear {
                print("onAppear")
                Task {
                    try? await Task.sleep(for: .seconds(2))
                    print("onAppear Task finished, cancelled: \(Task.isCancelled)")
                }
            }
            .task {
                print("task started")
                try? await Task.sleep(for: .seconds(2))
                print(".task finished, cancelled: \(Task.isCancelled)")
            }
    }
}

struct UploadScreen: View {
    @State private var showStatus = true

    var body: some View {
        VStack {
            Button("Close status") { showStatus = false }
            if showStatus {
                UploadStatus()
            }
        }
    }
}

:mount UploadScreen()
// expect: onAppear
// expect: task started
:advance 1s
:tap "Close status"
// expect: .task finished, cancelled: true
:advance 1s
// expect: onAppear Task finished, cancelled: false

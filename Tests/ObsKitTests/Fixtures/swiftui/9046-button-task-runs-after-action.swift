// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swift/task (a Task made in a button action runs asynchronously, after the action returns)
// What SwiftUI does: Task.init "runs the given operation asynchronously as part of a new top-level task"; the
// action (on the main actor) finishes first, then the task's code runs and suspends in its sleep; its @State write
// updates the view when it resumes.
import SwiftUI

struct SaveButtonView: View {
    @State private var status = "Unsaved"

    var body: some View {
        let _ = print("body: \(status)")
        Button("Save") {
            print("action: start")
            Task {
                print("task: saving")
                try? await Task.sleep(for: .milliseconds(500))
                status = "Saved"
                print("task: saved")
            }
            print("action: end")
        }
    }
}

:mount SaveButtonView()
// expect: body: Unsaved
:tap "Save"
// expect: action: start
// expect: action: end
// expect: task: saving
:advance 500ms
// expect: task: saved
// expect: body: Saved

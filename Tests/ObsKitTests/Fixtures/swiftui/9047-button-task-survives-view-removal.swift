// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swift/task (a Task made in a button action is not tied to the view: removing the view does not cancel it)
// What SwiftUI does: only tasks added with task(priority:_:) are cancelled with the view
// (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)). An unstructured Task keeps running:
// "Discarding your reference to a task doesn't implicitly cancel that task."
import SwiftUI

struct UploadButton: View {
    var body: some View {
        Button("Upload") {
            Task {
                print("upload started")
                do {
                    try await Task.sleep(for: .seconds(2))
                    print("upload finished, cancelled: \(Task.isCancelled)")
                } catch {
                    print("upload cancelled")
                }
            }
        }
    }
}

struct ComposerView: View {
    @State private var showUpload = true

    var body: some View {
        VStack {
            Button("Close composer") { showUpload = false }
            if showUpload {
                UploadButton()
            }
        }
    }
}

:mount ComposerView()
:tap "Upload"
// expect: upload started
:tap "Close composer"
:advance 2s
// expect: upload finished, cancelled: false

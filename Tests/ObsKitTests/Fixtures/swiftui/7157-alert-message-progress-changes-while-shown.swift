// "My alert's message doesn't update while it is shown": an upload progress shown in an alert's message while a task
// keeps counting (own code, in the shape of the Stack Overflow question).
// What SwiftUI does: the `message` closure of `alert(_:isPresented:actions:message:)` is not escaping: SwiftUI calls
// it during the parent's body, at every render, shown or not (rules §8.4, §8.6). Reading `percent` there is the
// parent's read, so each write by the task runs the parent's body, and the message is built again with the new value
// (rules §3.5, §10.1): the message does follow the state. The task starts after the first appearance and each
// `Task.sleep` waits on the virtual clock (rules §11.3, §10.1). Opening and closing the alert run no body (rules §8.7).
// Sources: rules §3.5, §8.4, §8.6, §8.7, §10.1, §11.3, §13.2;
// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)
import SwiftUI

struct UploadProgressView: View {
    @State private var percent = 0
    @State private var showStatus = false

    var body: some View {
        let _ = print("UploadProgressView body")
        Button("Show Status") {
            showStatus = true
        }
        .alert("Uploading", isPresented: $showStatus) {
            Button("OK") {}
        } message: {
            let _ = print("message: \(percent)%")
            Text("\(percent)% done")
        }
        .task {
            for _ in 0..<3 {
                try? await Task.sleep(for: .seconds(1))
                percent += 25
            }
        }
    }
}

:mount UploadProgressView()
// expect: UploadProgressView body
// expect: message: 0%
:tap "Show Status"
:advance 1s
// expect: UploadProgressView body
// expect: message: 25%
:advance 1s
// expect: UploadProgressView body
// expect: message: 50%
:tap "OK"
:advance 1s
// expect: UploadProgressView body
// expect: message: 75%

// SwiftUI from Apple's documentation: a .task still sleeping when its view goes away is cancelled
// Apple, task(priority:_:) (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)): "Use this modifier
// to perform an asynchronous task with a lifetime that matches that of the modified view. If the task doesn't finish
// before SwiftUI removes the view or the view changes identity, SwiftUI cancels the task."
// Task.sleep throws CancellationError when its task is cancelled, so the catch branch runs.
import SwiftUI

struct DownloadView: View {
    var body: some View {
        Text("Downloading...")
            .task {
                do {
                    try await Task.sleep(for: .seconds(5))
                    print("download finished")
                } catch {
                    print("download cancelled: \(error is CancellationError)")
                }
            }
    }
}

:mount DownloadView()
:advance 1s
:unmount
:advance 10s
// expect: download cancelled: true

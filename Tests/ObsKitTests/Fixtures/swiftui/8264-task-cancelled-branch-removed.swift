// SwiftUI from Apple's documentation: a .task in an if branch is cancelled when the condition removes that branch
// Apple, task(priority:_:) (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)): "Use this modifier to
// perform an asynchronous task with a lifetime that matches that of the modified view. If the task doesn't finish before
// SwiftUI removes the view or the view changes identity, SwiftUI cancels the task."
import SwiftUI

struct Downloader: View {
    var body: some View {
        Text("Downloading")
            .task {
                do {
                    try await Task.sleep(for: .seconds(10))
                    print("download finished")
                } catch {
                    print("download cancelled")
                }
            }
    }
}

struct DownloadHost: View {
    @State private var downloading = true
    var body: some View {
        VStack {
            Button("Stop") { downloading = false }
            if downloading {
                Downloader()
            } else {
                Text("Stopped")
            }
        }
    }
}

:mount DownloadHost()
:advance 2s
:tap "Stop"
:advance 20s
// expect: download cancelled

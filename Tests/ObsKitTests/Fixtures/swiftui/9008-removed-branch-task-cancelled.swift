// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(priority:_:) (if the task doesn't finish before SwiftUI removes the view, SwiftUI cancels it: taking the else branch removes the downloader, so its sleep throws and the download never finishes)
import SwiftUI

struct Downloader: View {
    var body: some View {
        Text("Downloading")
            .task {
                do {
                    try await Task.sleep(for: .seconds(2))
                    print("download finished")
                } catch {
                    print("download cancelled")
                }
            }
    }
}

struct DownloadScreen: View {
    @State private var active = true

    var body: some View {
        VStack {
            if active {
                Downloader()
            } else {
                Text("Idle")
            }
            Button("Stop") { active = false }
        }
    }
}

:mount DownloadScreen()
:advance 1s
:tap "Stop"
:advance 2s
// expect: download cancelled

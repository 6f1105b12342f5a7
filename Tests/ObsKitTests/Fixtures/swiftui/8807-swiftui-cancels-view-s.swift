// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(priority:_:) (SwiftUI cancels a view's task if the view disappears before the task completes: hiding the view makes its sleeping task throw CancellationError)
import SwiftUI

struct Downloader: View {
    var body: some View {
        Text("Downloading")
            .task {
                do {
                    try await Task.sleep(for: .seconds(5))
                    print("download finished")
                } catch is CancellationError {
                    print("download cancelled")
                } catch {
                    print("other error")
                }
            }
    }
}

struct DownloadScreen: View {
    @State private var showDownloader = true

    var body: some View {
        VStack {
            if showDownloader {
                Downloader()
            }
            Button("Hide") {
                print("hiding")
                showDownloader = false
            }
        }
    }
}

:mount DownloadScreen()
:advance 1s
:tap "Hide"
:advance 10s
// expect: hiding
// expect: download cancelled

// Issue 13 (A), a download screen: a `.task` that simulates progress with Task.sleep, ProgressView(value:)
// while it runs, a spinner-style ProgressView before it starts, and a Cancel button that cancels the task.
// Expected: the task advances 25% per 500 ms of virtual time; Cancel makes the next sleep throw.
import SwiftUI

struct DownloadView: View {
    @State private var progress = 0.0
    @State private var downloadTask: Task<Void, Never>?

    var body: some View {
        VStack {
            if downloadTask == nil {
                ProgressView("Waiting")
                Button("Download") { start() }
            } else {
                ProgressView(value: progress)
                Button("Cancel") {
                    downloadTask?.cancel()
                }
            }
        }
    }

    private func start() {
        downloadTask = Task {
            do {
                while progress < 1 {
                    try await Task.sleep(for: .milliseconds(500))
                    progress += 0.25
                    print("progress \(Int(progress * 100))%")
                }
                print("finished")
            } catch {
                print("cancelled at \(Int(progress * 100))%")
            }
            downloadTask = nil
        }
    }
}

:mount DownloadView()
:tap "Download"
:advance 1s
:tap "Cancel"
:advance 500ms
:tap "Download"
:advance 1s

// expect: progress 25%
// expect: progress 50%
// expect: cancelled at 50%
// expect: progress 75%
// expect: progress 100%
// expect: finished

// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(priority:_:) (when an if/else swaps branches, the removed branch's task is cancelled and never finishes; the new branch's task starts)
// task(priority:_:) "Adds an asynchronous task to perform before this view appears", and "SwiftUI will
// automatically cancel the task at some point after the view disappears before the action completes".
// Task.sleep throws when its task is cancelled. Each loader prints when its task starts and when it finishes
// its 2-second load, only if it was not cancelled.
// - Mount: the photos loader starts.
// - 1 s later nothing has finished.
// - "Show videos" swaps the branch: the photos view is removed (its task cancelled), the videos loader starts.
// - 2 s more: the photos task would have finished by now, but it was cancelled: only the videos load finishes.
import SwiftUI

struct MediaLoader: View {
    let kind: String

    var body: some View {
        Text("Loading \(kind)…")
            .task {
                print("\(kind) load started")
                do {
                    try await Task.sleep(for: .seconds(2))
                    print("\(kind) load finished")
                } catch {
                    // cancelled: nothing to show
                }
            }
    }
}

struct MediaBrowser: View {
    @State private var showVideos = false

    var body: some View {
        VStack {
            if showVideos {
                MediaLoader(kind: "videos")
            } else {
                MediaLoader(kind: "photos")
            }
            Button("Show videos") { showVideos = true }
        }
    }
}

:mount MediaBrowser()
// expect: photos load started
:advance 1s
:tap "Show videos"
// expect: videos load started
:advance 2s
// expect: videos load finished

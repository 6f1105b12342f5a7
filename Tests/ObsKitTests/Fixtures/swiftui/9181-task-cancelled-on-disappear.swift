// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(priority:_:) (the task is cancelled when its view goes away)
// task: "SwiftUI will automatically cancel the task at some point after the view disappears before the action
// completes."
// - The loader's task sleeps 10 seconds; hiding the loader after 2 seconds cancels it (the sleep throws).
// - Showing it again makes a new view and a new task, which completes once 10 seconds pass.
import SwiftUI

struct FeedLoader: View {
    var body: some View {
        Text("Loading feed")
            .task {
                print("load started")
                do {
                    try await Task.sleep(for: .seconds(10))
                    print("load finished")
                } catch {
                    print("load cancelled")
                }
            }
    }
}

struct FeedScreen: View {
    @State private var showLoader = true

    var body: some View {
        VStack {
            if showLoader {
                FeedLoader()
            }
            Button("Hide") { showLoader = false }
            Button("Show") { showLoader = true }
        }
    }
}

:mount FeedScreen()
// expect: load started
:advance 2s
:tap "Hide"
// expect: load cancelled
:tap "Show"
// expect: load started
:advance 10s
// expect: load finished

// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swift/task (a Task { } started inside a view's .task is unstructured: removing the view cancels the .task, not the inner task)
// What SwiftUI does: SwiftUI cancels the .task when the view is removed
// (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)). Task.init makes "a new unstructured
// top-level task", which is not a child of it, so the cancellation does not reach it; it finishes on time, not
// cancelled.
import SwiftUI

struct AnalyticsBeacon: View {
    var body: some View {
        Text("Article")
            .task {
                Task {
                    try? await Task.sleep(for: .seconds(2))
                    print("inner task finished, cancelled: \(Task.isCancelled)")
                }
                do {
                    try await Task.sleep(for: .seconds(5))
                    print("outer task finished")
                } catch {
                    print("outer task cancelled")
                }
            }
    }
}

struct ReaderView: View {
    @State private var reading = true

    var body: some View {
        VStack {
            Button("Close article") { reading = false }
            if reading {
                AnalyticsBeacon()
            }
        }
    }
}

:mount ReaderView()
:advance 1s
:tap "Close article"
// expect: outer task cancelled
:advance 1s
// expect: inner task finished, cancelled: false
:advance 5s

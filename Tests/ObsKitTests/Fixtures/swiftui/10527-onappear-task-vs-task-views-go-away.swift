// async-in-views style, PITFALL on purpose: onAppear { Task { } } vs .task: when the views go away SwiftUI cancels the .task, but nobody cancels the Task made in onAppear, which runs to its end (rules §11.3, §1.4)
import SwiftUI

struct AppearLoader: View {
    var body: some View {
        Text("onAppear loader")
            .onAppear {
                Task {
                    try? await Task.sleep(for: .seconds(2))
                    print("onAppear task finished, cancelled: \(Task.isCancelled)")
                }
            }
    }
}

struct TaskLoader: View {
    var body: some View {
        Text("task loader")
            .task {
                try? await Task.sleep(for: .seconds(2))
                print(".task finished, cancelled: \(Task.isCancelled)")
            }
    }
}

struct LoaderHost: View {
    @State private var showing = true

    var body: some View {
        VStack {
            Button("Hide") { showing = false }
            if showing {
                AppearLoader()
                TaskLoader()
            }
        }
    }
}

:mount LoaderHost()
:advance 1s
:tap "Hide"
// expect: .task finished, cancelled: true
:advance 1s
// expect: onAppear task finished, cancelled: false

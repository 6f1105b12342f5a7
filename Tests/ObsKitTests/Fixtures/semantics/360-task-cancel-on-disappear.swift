// rules §1 (destroying), §11: removing the view runs onDisappear and cancels its task; the
// sleeping task wakes with CancellationError; advancing the clock later resumes nothing.
import SwiftUI

struct Loader: View {
    var body: some View {
        Text("loading")
            .task {
                print("task started")
                do {
                    try await Task.sleep(for: .seconds(5))
                    print("task finished")
                } catch {
                    print("task cancelled")
                }
            }
            .onDisappear { print("disappear") }
    }
}

struct Root: View {
    @State private var show = true
    var body: some View {
        VStack {
            Button("Hide") { show = false }
            if show { Loader() }
        }
    }
}

:mount Root()
:advance 1s
:tap "Hide"
:advance 5s
print("end")

// expect: task started
// expect: disappear
// expect: task cancelled
// expect: end

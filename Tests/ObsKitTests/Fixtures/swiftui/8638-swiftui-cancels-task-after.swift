// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(priority:_:) (SwiftUI cancels the task after the view disappears before the action completes: the sleeping task is woken by cancellation and never finishes its work)
import SwiftUI

struct Loader: View {
    var body: some View {
        Text("Loading…")
            .task {
                do {
                    try await Task.sleep(for: .seconds(10))
                    print("loaded")
                } catch {
                    print("cancelled: \(error is CancellationError)")
                }
            }
    }
}

struct ContentView: View {
    @State private var showLoader = true

    var body: some View {
        VStack {
            Button("Close") { showLoader = false }
            if showLoader {
                Loader()
            }
        }
    }
}

:mount ContentView()
:advance 1s
:tap "Close"
:advance 20s
print("done")
// expect: cancelled: true
// expect: done

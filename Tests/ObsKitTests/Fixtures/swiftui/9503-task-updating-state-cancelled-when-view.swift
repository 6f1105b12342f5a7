// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(priority:_:) (.task updating state, cancelled when the view goes)
// Apple's task(priority:_:) page: "Use this modifier to perform an asynchronous task with a lifetime that matches that
// of the modified view. If the task doesn't finish before SwiftUI removes the view or the view changes identity,
// SwiftUI cancels the task." The example updates a message in a loop; here each step sleeps a second, so the clock
// drives it. Removing the view cancels the sleep, which throws CancellationError.
// - Mount (the task starts), two seconds (two updates), hide the view (cancelled), two more seconds (nothing).
import SwiftUI

struct LineLoader: View {
    @State private var message = "Loading..."

    var body: some View {
        let _ = print("body: \(message)")
        Text(message)
            .task {
                print("task started")
                do {
                    for line in 1...5 {
                        try await Task.sleep(for: .seconds(1))
                        message = "Received \(line) lines"
                    }
                    print("task finished")
                } catch {
                    print("task cancelled")
                }
            }
    }
}

struct LoaderHost: View {
    @State private var showLoader = true

    var body: some View {
        VStack {
            Button("Hide") { showLoader = false }
            if showLoader {
                LineLoader()
            }
        }
    }
}

:mount LoaderHost()
// expect: body: Loading...
// expect: task started
:advance 1s
// expect: body: Received 1 lines
:advance 1s
// expect: body: Received 2 lines
:tap "Hide"
:advance 2s
// expect: task cancelled

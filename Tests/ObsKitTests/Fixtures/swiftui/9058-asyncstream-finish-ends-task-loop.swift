// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swift/asyncstream/continuation (a producer calls finish(); the for-await loop in the view's .task ends and onTermination reports .finished)
// What SwiftUI does: "terminate the stream normally by calling the finish() method"; the onTermination callback
// receives .finished ("The stream finished as a result of calling the continuation's finish method",
// https://developer.apple.com/documentation/swift/asyncstream/continuation/termination/finished), and the waiting
// loop then gets nil and ends. Each value's @State write updates the view. The last value and the end arrive in
// one stretch of main-actor code (next() returns nil at once once the stream is finished and empty), so the loop's
// end prints before the body that shows 1.
import SwiftUI

func countdownStream() -> AsyncStream<Int> {
    AsyncStream { continuation in
        continuation.onTermination = { termination in
            switch termination {
            case .finished: print("onTermination: finished")
            case .cancelled: print("onTermination: cancelled")
            @unknown default: print("onTermination: other")
            }
        }
        Task {
            for value in [3, 2, 1] {
                try? await Task.sleep(for: .seconds(1))
                continuation.yield(value)
            }
            print("producer finishing")
            continuation.finish()
        }
    }
}

struct LaunchView: View {
    @State private var value = 4

    var body: some View {
        let _ = print("body: \(value)")
        Text("\(value)")
            .task {
                for await next in countdownStream() {
                    value = next
                }
                print("countdown loop ended, cancelled: \(Task.isCancelled)")
            }
    }
}

:mount LaunchView()
// expect: body: 4
:advance 3s
// expect: body: 3
// expect: body: 2
// expect: producer finishing
// expect: onTermination: finished
// expect: countdown loop ended, cancelled: false
// expect: body: 1

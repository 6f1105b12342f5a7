// Follows Swift's `AsyncStream.Continuation.onTermination` page
// (https://developer.apple.com/documentation/swift/asyncstream/continuation/ontermination): "A callback to invoke
// when canceling iteration of an asynchronous stream." Own code: a live-location panel consumes a stream of
// positions in its `.task`; when the panel goes away, SwiftUI cancels the task (Apple `view/task(priority:_:)`), the
// iteration is cancelled, and the stream's `onTermination` stops the producer.
// - Removing the panel destroys its node and cancels its task after the parent's body (rules §1.1, §1.4, §11.3).
// - Cancelling the iterating task calls `onTermination` with `.cancelled` at once, inside `cancel()`, and the
//   suspended `for await` then ends (nil), with `Task.isCancelled` true (checked with swiftc 6.3.1 on Linux:
//   "onTermination: cancelled" prints before the loop's end).
// - Each position resumes the loop on the virtual clock; its @State write runs the panel's body (rules §3.4, §10.1).
import SwiftUI

func positions() -> AsyncStream<Int> {
    AsyncStream { continuation in
        let producer = Task {
            var metres = 0
            while true {
                try await Task.sleep(for: .seconds(1))
                metres += 40
                continuation.yield(metres)
            }
        }
        continuation.onTermination = { termination in
            if case .cancelled = termination {
                print("onTermination: cancelled")
            }
            producer.cancel()
        }
    }
}

struct LiveLocationPanel: View {
    @State private var distance = 0

    var body: some View {
        let _ = print("LiveLocationPanel body, \(distance) m")
        Text("\(distance) m from start")
            .task {
                print("sharing location")
                for await metres in positions() {
                    distance = metres
                }
                print("location loop ended, cancelled: \(Task.isCancelled)")
            }
    }
}

struct RideView: View {
    @State private var sharing = true

    var body: some View {
        let _ = print("RideView body, sharing \(sharing)")
        VStack {
            if sharing {
                LiveLocationPanel()
            }
            Button(sharing ? "Stop sharing" : "Share location") {
                sharing.toggle()
            }
        }
    }
}

:mount RideView()
// expect: RideView body, sharing true
// expect: LiveLocationPanel body, 0 m
// expect: sharing location
:advance 2s
// expect: LiveLocationPanel body, 40 m
// expect: LiveLocationPanel body, 80 m
:tap "Stop sharing"
// expect: RideView body, sharing false
// expect: onTermination: cancelled
// expect: location loop ended, cancelled: true
:advance 3s

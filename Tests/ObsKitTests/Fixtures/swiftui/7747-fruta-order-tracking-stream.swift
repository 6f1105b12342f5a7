// Apple sample style (Fruta): a pushed order-tracking screen consumes an AsyncStream of status updates from an @Observable OrderTracker with `for await` inside `.task`, so tracking lives exactly as long as the screen.
// SwiftUI: the task starts after the screen's first body and is cancelled when a pop removes it (rules §11.3, §14.3); cancelling ends the `for await` loop and the stream's onTermination stops
// the producer, so no more updates arrive (Swift `AsyncStream`); the tracker lives in the root's @State, so a second push resumes from the status it reached (rules §3.2);
// each status the loop stores re-runs the screen, which reads it (rules §8.3), after the loop's prints in the same turn (rules §10.1).
import SwiftUI

@Observable
final class OrderTracker {
    let smoothie = "Berry Blue"
    var status = "Placed"
    private let steps = ["Placed", "Blending", "Pouring", "Ready"]

    func statusUpdates() -> AsyncStream<String> {
        let remaining = Array(steps.drop(while: { $0 != status }).dropFirst())
        return AsyncStream { continuation in
            let producer = Task {
                for next in remaining {
                    do {
                        try await Task.sleep(for: .seconds(2))
                    } catch {
                        return
                    }
                    continuation.yield(next)
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in
                producer.cancel()
            }
        }
    }
}

struct OrderTrackingView: View {
    let tracker: OrderTracker

    var body: some View {
        let _ = print("tracking view: \(tracker.status)")
        VStack {
            Text(tracker.smoothie)
                .font(.title)
            Label(tracker.status, systemImage: tracker.status == "Ready" ? "checkmark.seal" : "hourglass")
        }
        .task {
            print("tracking started")
            for await status in tracker.statusUpdates() {
                print("status: \(status)")
                tracker.status = status
            }
            print("tracking ended")
        }
    }
}

struct OrderRoot: View {
    @State private var tracker = OrderTracker()

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Track Order") {
                    OrderTrackingView(tracker: tracker)
                }
            }
            .navigationTitle("Orders")
        }
    }
}

:mount OrderRoot()
:tap "Track Order"
// expect: tracking view: Placed
// expect: tracking started
:advance 2s
// expect: status: Blending
// expect: tracking view: Blending
:back
// expect: tracking ended
:advance 4s
print("nothing tracked while away")
// expect: nothing tracked while away
:tap "Track Order"
// expect: tracking view: Blending
// expect: tracking started
:advance 2s
// expect: status: Pouring
// expect: tracking view: Pouring
:advance 2s
// expect: status: Ready
// expect: tracking ended
// expect: tracking view: Ready

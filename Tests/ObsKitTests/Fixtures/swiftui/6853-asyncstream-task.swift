// Follows Swift's `AsyncStream` page (https://developer.apple.com/documentation/swift/asyncstream): "An asynchronous
// sequence generated from a closure that calls a continuation to produce new elements", consumed with `for await`
// in a view's `.task` (Apple `view/task(priority:_:)`). Own code: a heart-rate sensor whose stream yields one reading
// per second, then finishes a second after the last.
// - The `.task` starts after the first body (rules §10.3, §11.3) and waits in `for await`; each reading resumes it
//   on the virtual clock (README `:advance`), its @State write runs the body at the next update (rules §3.4,
//   §10.1).
// - After `finish()`, iteration ends and the code after the loop runs (Apple `asyncstream/continuation/finish()`:
//   "Calling this function more than once has no effect. After calling finish, the stream enters a terminal state
//   and doesn't produce any additional elements"). The stream finishes a second after the last reading so that the
//   last body and the end of the loop come at different moments.
import SwiftUI

struct HeartRateSensor {
    let readings: [Int]

    func stream() -> AsyncStream<Int> {
        AsyncStream { continuation in
            let producer = Task {
                for bpm in readings {
                    try await Task.sleep(for: .seconds(1))
                    continuation.yield(bpm)
                }
                try await Task.sleep(for: .seconds(1))
                continuation.finish()
            }
            continuation.onTermination = { _ in
                producer.cancel()
            }
        }
    }
}

struct WorkoutView: View {
    let sensor = HeartRateSensor(readings: [72, 95, 118])
    @State private var bpm: Int?

    var body: some View {
        let _ = print("WorkoutView body, \(bpm.map { "\($0) bpm" } ?? "no reading")")
        Text(bpm.map { "\($0) bpm" } ?? "--")
            .task {
                print("listening")
                for await value in sensor.stream() {
                    print("reading \(value)")
                    bpm = value
                }
                print("sensor stream finished")
            }
    }
}

:mount WorkoutView()
// expect: WorkoutView body, no reading
// expect: listening
:advance 2s
// expect: reading 72
// expect: WorkoutView body, 72 bpm
// expect: reading 95
// expect: WorkoutView body, 95 bpm
:advance 1s
// expect: reading 118
// expect: WorkoutView body, 118 bpm
:advance 1s
// expect: sensor stream finished
:advance 3s

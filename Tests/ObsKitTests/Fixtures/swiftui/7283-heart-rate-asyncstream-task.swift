// Heart rate: an `AsyncStream` fed by a producer task, consumed with `for await` inside `.task`, as Apple's
// AsyncStream documentation builds one from callbacks, own code.
// What SwiftUI does: the task starts after the first update (rules §11.3) and waits for the first value. Each value
// the producer yields resumes the consumer, whose `@State` write runs the body once in that turn (rules §3.4,
// §10.1). The last value is followed by `finish()`, which calls the continuation's `onTermination` at once (Apple
// `AsyncStream.Continuation.onTermination`) and ends the `for await` loop after the buffered value, so the task prints
// its end before the turn's update runs the body (rules §10.1).
// Sources: rules §3.4, §10.1, §11.3; https://developer.apple.com/documentation/swift/asyncstream
// https://developer.apple.com/documentation/swift/asyncstream/continuation/ontermination
import SwiftUI

struct HeartRateSensor {
    func readings() -> AsyncStream<Int> {
        AsyncStream { continuation in
            let producer = Task {
                for bpm in [72, 75, 71] {
                    do {
                        try await Task.sleep(for: .seconds(1))
                    } catch {
                        break
                    }
                    continuation.yield(bpm)
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in
                print("sensor: stream terminated")
                producer.cancel()
            }
        }
    }
}

struct HeartRateView: View {
    let sensor = HeartRateSensor()
    @State private var bpm: Int?

    var body: some View {
        let _ = print("HeartRateView body: \(bpm.map { String($0) } ?? "--") bpm")
        Text(bpm.map { "\($0) bpm" } ?? "Waiting for sensor")
            .task {
                print("listening")
                for await value in sensor.readings() {
                    bpm = value
                }
                print("stream ended")
            }
    }
}

:mount HeartRateView()
// expect: HeartRateView body: -- bpm
// expect: listening
:advance 1s
// expect: HeartRateView body: 72 bpm
:advance 2s
// expect: HeartRateView body: 75 bpm
// expect: sensor: stream terminated
// expect: stream ended
// expect: HeartRateView body: 71 bpm

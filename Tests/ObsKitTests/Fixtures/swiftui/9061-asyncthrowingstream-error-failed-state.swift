// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swift/asyncthrowingstream/continuation (a stream that ends with finish(throwing:) makes the view's for-try-await loop throw; the view shows the values, then a failed state)
// What SwiftUI does: "You can also use the continuation's finish(throwing:) method to terminate the stream by
// throwing an error." The elements yielded before it arrive first; the error is thrown from the loop in the view's
// .task (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)), and the catch sets the failed state.
import SwiftUI

struct SensorDisconnected: Error {}

func heartRates() -> AsyncThrowingStream<Int, Error> {
    AsyncThrowingStream { continuation in
        Task {
            for bpm in [72, 75] {
                try? await Task.sleep(for: .seconds(1))
                continuation.yield(bpm)
            }
            try? await Task.sleep(for: .seconds(1))
            continuation.finish(throwing: SensorDisconnected())
        }
    }
}

struct HeartRateView: View {
    enum Reading {
        case waiting
        case bpm(Int)
        case failed(String)
    }

    @State private var reading = Reading.waiting

    var body: some View {
        VStack {
            switch reading {
            case .waiting:
                let _ = print("body: waiting")
                ProgressView()
            case .bpm(let value):
                let _ = print("body: \(value) bpm")
                Text("\(value) bpm")
            case .failed(let reason):
                let _ = print("body: failed, \(reason)")
                Text(reason)
            }
        }
        .task {
            do {
                for try await bpm in heartRates() {
                    reading = .bpm(bpm)
                }
                print("stream ended without error")
            } catch {
                reading = .failed("\(type(of: error))")
            }
        }
    }
}

:mount HeartRateView()
// expect: body: waiting
:advance 2s
// expect: body: 72 bpm
// expect: body: 75 bpm
:advance 1s
// expect: body: failed, SensorDisconnected

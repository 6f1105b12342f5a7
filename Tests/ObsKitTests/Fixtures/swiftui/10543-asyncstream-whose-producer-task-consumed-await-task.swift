// async-in-views style: an AsyncStream whose producer is a Task, consumed with for await in .task; when the view goes away the consumer is cancelled, the stream terminates (onTermination) and the producer is cancelled too
import SwiftUI

func countdown(from start: Int) -> AsyncStream<Int> {
    AsyncStream { continuation in
        let producer = Task {
            for n in stride(from: start, through: 0, by: -1) {
                continuation.yield(n)
                do {
                    try await Task.sleep(for: .seconds(1))
                } catch {
                    return
                }
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in
            print("stream terminated")
            producer.cancel()
        }
    }
}

struct CountdownView: View {
    @State private var current: Int?

    var body: some View {
        let _ = print("CountdownView body: \(current.map(String.init) ?? "-")")
        Text(current.map { "\($0)" } ?? "-")
            .task {
                for await n in countdown(from: 3) {
                    print("received \(n)")
                    current = n
                }
                print("consumer ended")
            }
    }
}

struct CountdownHost: View {
    @State private var visible = true

    var body: some View {
        VStack {
            Button("Hide") { visible = false }
            if visible { CountdownView() }
        }
    }
}

:mount CountdownHost()
// expect: CountdownView body: -
// expect: received 3
// expect: CountdownView body: 3
:advance 1s
// expect: received 2
// expect: CountdownView body: 2
:tap "Hide"
// expect: stream terminated
// expect: consumer ended
:advance 3s

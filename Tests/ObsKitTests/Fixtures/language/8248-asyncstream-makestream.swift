// Concurrency tutorial: AsyncStream.makeStream gives a stream and its continuation for a producer task
struct Progress: Sendable {
    let percent: Int
    let message: String
}

let (stream, continuation) = AsyncStream.makeStream(of: Progress.self)

let producer = Task {
    let steps = ["Connecting", "Downloading", "Unpacking", "Installing"]
    for (index, step) in steps.enumerated() {
        continuation.yield(Progress(percent: (index + 1) * 25, message: step))
    }
    continuation.finish()
    return steps.count
}

for await update in stream {
    let bar = String(repeating: "#", count: update.percent / 25)
    print("[\(bar.padding(4))] \(update.percent)% \(update.message)")
}
print("Producer sent \(await producer.value) updates")

extension String {
    func padding(_ width: Int) -> String {
        self + String(repeating: ".", count: max(0, width - count))
    }
}

// A stream can also be finished early; later yields are dropped.
let (words, wordContinuation) = AsyncStream.makeStream(of: String.self)
wordContinuation.yield("alpha")
wordContinuation.yield("beta")
wordContinuation.finish()
let result = wordContinuation.yield("gamma")
var received: [String] = []
for await w in words { received.append(w) }
print("Received: \(received)")
switch result {
case .terminated: print("Yield after finish: terminated")
case .enqueued(let remaining): print("enqueued, \(remaining) remaining")
case .dropped(let value): print("dropped \(value)")
@unknown default: print("unknown")
}
// expect: [#...] 25% Connecting
// expect: [##..] 50% Downloading
// expect: [###.] 75% Unpacking
// expect: [####] 100% Installing
// expect: Producer sent 4 updates
// expect: Received: ["alpha", "beta"]
// expect: Yield after finish: terminated

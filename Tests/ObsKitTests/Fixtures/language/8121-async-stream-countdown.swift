// Swift Evolution style: SE-0314 AsyncStream and AsyncThrowingStream with continuations consumed by for await
func countdown(from start: Int) -> AsyncStream<Int> {
    AsyncStream { continuation in
        for n in stride(from: start, through: 0, by: -1) {
            continuation.yield(n)
        }
        continuation.finish()
    }
}

enum SensorError: Error {
    case overheated(Int)
}

func readings(_ values: [Int]) -> AsyncThrowingStream<Int, Error> {
    AsyncThrowingStream { continuation in
        for v in values {
            if v > 100 {
                continuation.finish(throwing: SensorError.overheated(v))
                return
            }
            continuation.yield(v)
        }
        continuation.finish()
    }
}

for await n in countdown(from: 3) {
    print(n == 0 ? "liftoff!" : "\(n)...")
}

let doubled = countdown(from: 4).map { $0 * 2 }.filter { $0 > 2 }
var collected: [Int] = []
for await value in doubled { collected.append(value) }
print("doubled: \(collected)")

do {
    for try await r in readings([20, 45, 130, 60]) {
        print("reading \(r)")
    }
} catch {
    print("stream failed: \(error)")
}

let (stream, continuation) = AsyncStream.makeStream(of: String.self)
continuation.onTermination = { _ in print("terminated") }
for word in ["alpha", "beta", "gamma"] { continuation.yield(word) }
continuation.finish()
var words: [String] = []
for await w in stream { words.append(w) }
print(words.joined(separator: " "))

// expect: 3...
// expect: 2...
// expect: 1...
// expect: liftoff!
// expect: doubled: [8, 6, 4]
// expect: reading 20
// expect: reading 45
// expect: stream failed: overheated(130)
// expect: terminated
// expect: alpha beta gamma

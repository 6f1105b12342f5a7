// Apple docs style (Concurrency: AsyncStream): a continuation yielding a fixed list, consumed with for await
let numbers = AsyncStream<Int> { continuation in
    for n in [3, 1, 4, 1, 5, 9, 2, 6] {
        continuation.yield(n)
    }
    continuation.finish()
}

var received: [Int] = []
for await n in numbers {
    received.append(n)
}
print("received:", received)

// Termination handler runs when the stream finishes.
let words = AsyncStream<String> { continuation in
    continuation.onTermination = { reason in
        print("terminated:", reason)
    }
    for w in ["alpha", "beta", "gamma"] { continuation.yield(w) }
    continuation.finish()
}
for await w in words {
    print("word:", w)
}

// AsyncSequence operators: map, filter, prefix, reduce
func makeStream(_ values: [Int]) -> AsyncStream<Int> {
    AsyncStream { c in
        for v in values { c.yield(v) }
        c.finish()
    }
}
let evens = makeStream(Array(1...12)).filter { $0 % 2 == 0 }.map { $0 * $0 }
var evenSquares: [Int] = []
for await v in evens { evenSquares.append(v) }
print("even squares:", evenSquares)
let firstThree = makeStream([10, 20, 30, 40, 50]).prefix(3)
var ft: [Int] = []
for await v in firstThree { ft.append(v) }
print("prefix(3):", ft)
print("sum:", await makeStream([1, 2, 3, 4]).reduce(0, +))
print("contains 7:", await makeStream([5, 6, 7]).contains(7))
print("first > 2:", await makeStream([1, 2, 3, 4]).first { $0 > 2 } as Any)

// AsyncThrowingStream ending with an error
enum SensorError: Error { case disconnected }
let readings = AsyncThrowingStream<Double, Error> { c in
    for r in [20.5, 21.0, 21.5] { c.yield(r) }
    c.finish(throwing: SensorError.disconnected)
}
do {
    for try await r in readings { print("reading:", r) }
    print("not reached")
} catch {
    print("stream error:", error)
}

// makeStream(of:) gives the stream and the continuation separately.
let (stream, continuation) = AsyncStream.makeStream(of: String.self)
for item in ["x", "y", "z"] { continuation.yield(item) }
continuation.finish()
continuation.yield("ignored after finish")
var joined = ""
for await s in stream { joined += s }
print("joined:", joined)

// Unfolding stream from a closure
var countdown = 3
let unfolded = AsyncStream<Int> {
    defer { countdown -= 1 }
    return countdown > 0 ? countdown : nil
}
for await n in unfolded { print("unfold:", n) }

// expect: received: [3, 1, 4, 1, 5, 9, 2, 6]
// expect: terminated: finished
// expect: word: alpha
// expect: word: beta
// expect: word: gamma
// expect: even squares: [4, 16, 36, 64, 100, 144]
// expect: prefix(3): [10, 20, 30]
// expect: sum: 10
// expect: contains 7: true
// expect: first > 2: Optional(3)
// expect: reading: 20.5
// expect: reading: 21.0
// expect: reading: 21.5
// expect: stream error: disconnected
// expect: joined: xyz
// expect: unfold: 3
// expect: unfold: 2
// expect: unfold: 1

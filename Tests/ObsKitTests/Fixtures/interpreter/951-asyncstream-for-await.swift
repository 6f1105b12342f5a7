// An AsyncStream built with a continuation, read with for await; the stream ends when the continuation finishes.
// Expected output: swiftc 6.3.1 on this machine.
func temperatures() -> AsyncStream<Double> {
    AsyncStream { continuation in
        for value in [18.5, 19.0, 21.5] {
            continuation.yield(value)
        }
        continuation.finish()
    }
}
var readings: [Double] = []
for await value in temperatures() {
    readings.append(value)
    print("got", value)
}
print("average", readings.reduce(0, +) / Double(readings.count))
let (stream, continuation) = AsyncStream.makeStream(of: String.self)
continuation.yield("a")
continuation.yield("b")
continuation.finish()
continuation.yield("ignored")
for await letter in stream { print("letter", letter) }

// expect: got 18.5
// expect: got 19.0
// expect: got 21.5
// expect: average 19.666666666666668
// expect: letter a
// expect: letter b

// onTermination runs when the stream finishes, with .finished; an AsyncThrowingStream ends by throwing.
// Expected output: swiftc 6.3.1 on this machine.
struct SensorFault: Error {}
let stream = AsyncStream<Int> { continuation in
    continuation.onTermination = { reason in
        print("terminated:", reason)
    }
    continuation.yield(1)
    continuation.yield(2)
    continuation.finish()
}
for await value in stream { print("value", value) }
let failing = AsyncThrowingStream<Int, Error> { continuation in
    continuation.yield(10)
    continuation.finish(throwing: SensorFault())
}
do {
    for try await value in failing { print("reading", value) }
    print("not reached")
} catch {
    print("stream failed:", error is SensorFault)
}

// expect: terminated: finished
// expect: value 1
// expect: value 2
// expect: reading 10
// expect: stream failed: true

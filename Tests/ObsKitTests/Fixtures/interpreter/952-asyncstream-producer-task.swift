// A producer task feeding an AsyncStream while a consumer task reads it; the consumer's result is awaited at the end.
// Expected output: swiftc 6.3.1 on this machine.
let (events, sink) = AsyncStream.makeStream(of: Int.self)
let consumer = Task {
    var total = 0
    for await value in events {
        total += value
    }
    return total
}
let producer = Task {
    for value in 1...5 {
        sink.yield(value * 10)
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    sink.finish()
}
await producer.value
print("sum", await consumer.value)

// expect: sum 150

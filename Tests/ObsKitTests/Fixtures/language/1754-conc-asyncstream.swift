// Concurrency: an AsyncStream fed by a continuation and read with `for await`, a stream that finishes, and an AsyncSequence transformed with map/filter.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func countdown(from n: Int) -> AsyncStream<Int> {
    AsyncStream { continuation in
        for i in stride(from: n, through: 1, by: -1) {
            continuation.yield(i)
        }
        continuation.finish()
    }
}

for await tick in countdown(from: 3) {
    print("tick", tick)
}
print("liftoff")

let (events, sink) = AsyncStream.makeStream(of: String.self)
let consumer = Task {
    var seen: [String] = []
    for await e in events {
        seen.append(e)
    }
    return seen
}
for e in ["open", "click", "scroll", "close"] {
    sink.yield(e)
}
sink.finish()
print(await consumer.value)

let evens = countdown(from: 10).filter { $0 % 2 == 0 }.map { "even \($0)" }
for await line in evens {
    print(line)
}
var total = 0
for await n in countdown(from: 4) { total += n }
print("total", total)

// expect: tick 3
// expect: tick 2
// expect: tick 1
// expect: liftoff
// expect: ["open", "click", "scroll", "close"]
// expect: even 10
// expect: even 8
// expect: even 6
// expect: even 4
// expect: even 2
// expect: total 10

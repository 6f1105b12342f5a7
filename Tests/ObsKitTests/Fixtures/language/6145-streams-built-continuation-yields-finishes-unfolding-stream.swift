// SwiftLee style (AsyncStream): streams built with a continuation that yields and finishes, an unfolding stream, and onTermination
func numbers(upTo limit: Int) -> AsyncStream<Int> {
    AsyncStream { continuation in
        for n in 1...limit { continuation.yield(n) }
        continuation.finish()
    }
}

func ticks(_ count: Int) -> AsyncStream<String> {
    AsyncStream { continuation in
        continuation.onTermination = { reason in
            switch reason {
            case .finished: print("  ticks terminated: finished")
            case .cancelled: print("  ticks terminated: cancelled")
            @unknown default: print("  ticks terminated: unknown")
            }
        }
        for i in 0..<count { continuation.yield("tick \(i)") }
        continuation.finish()
        continuation.yield("ignored after finish")
    }
}

var sum = 0
for await n in numbers(upTo: 5) { sum += n }
print("sum:", sum)

for await tick in ticks(3) { print(tick) }

var remaining = 3
let unfolding = AsyncStream<Int> {
    guard remaining > 0 else { return nil }
    remaining -= 1
    return remaining * 100
}
for await value in unfolding { print("unfolded", value) }

let words = AsyncStream(String.self) { continuation in
    for word in "streams are sequences too".split(separator: " ") {
        continuation.yield(String(word))
    }
    continuation.finish()
}
var collected: [String] = []
for await word in words { collected.append(word) }
print(collected.joined(separator: "|"))

let producer = AsyncStream<Int> { continuation in
    Task {
        for n in [10, 20, 30] { continuation.yield(n) }
        continuation.finish()
    }
}
var received: [Int] = []
for await n in producer { received.append(n) }
print(received)

let empty = AsyncStream<Int> { $0.finish() }
var emptyCount = 0
for await _ in empty { emptyCount += 1 }
print("empty stream yielded", emptyCount)

// expect: sum: 15
// expect:   ticks terminated: finished
// expect: tick 0
// expect: tick 1
// expect: tick 2
// expect: unfolded 200
// expect: unfolded 100
// expect: unfolded 0
// expect: streams|are|sequences|too
// expect: [10, 20, 30]
// expect: empty stream yielded 0

// Swift book style (AsyncStream): a continuation yields a fixed list of values then finishes; for await consumes it
func countdown(from start: Int) -> AsyncStream<Int> {
    AsyncStream { continuation in
        for n in stride(from: start, through: 1, by: -1) {
            continuation.yield(n)
        }
        continuation.finish()
    }
}

for await n in countdown(from: 4) {
    print("T-minus", n)
}
print("liftoff")

let words = AsyncStream<String> { continuation in
    for word in ["alpha", "beta", "gamma"] {
        continuation.yield(word.uppercased())
    }
    continuation.onTermination = { _ in
        print("stream terminated")
    }
    continuation.finish()
}

var collected: [String] = []
for await word in words {
    collected.append(word)
}
print(collected.joined(separator: "-"))

var total = 0
for await n in countdown(from: 10) where n % 3 == 0 {
    total += n
}
print("multiples of three:", total)

// expect: T-minus 4
// expect: T-minus 3
// expect: T-minus 2
// expect: T-minus 1
// expect: liftoff
// expect: stream terminated
// expect: ALPHA-BETA-GAMMA
// expect: multiples of three: 18

// Compiler test style: AsyncStream with a finite producer, consumed with for await and transformed
let numbers = AsyncStream<Int> { continuation in
    for i in 1...6 {
        continuation.yield(i)
    }
    continuation.finish()
}

var received: [Int] = []
for await n in numbers {
    received.append(n)
}
print("received:", received)

func countdown(from n: Int) -> AsyncStream<String> {
    AsyncStream { continuation in
        var k = n
        while k > 0 {
            continuation.yield("T-\(k)")
            k -= 1
        }
        continuation.yield("liftoff")
        continuation.finish()
    }
}

for await msg in countdown(from: 3) {
    print(msg)
}

let (stream, cont) = AsyncStream.makeStream(of: String.self)
let producer = Task {
    for word in ["alpha", "beta", "gamma"] {
        cont.yield(word)
    }
    cont.finish()
}
var collected: [String] = []
for await w in stream { collected.append(w.uppercased()) }
await producer.value
print(collected.joined(separator: "+"))

var evens: [Int] = []
for await n in AsyncStream<Int>(unfolding: {
    received.isEmpty ? nil : received.removeFirst()
}) where n % 2 == 0 {
    evens.append(n * 100)
}
print("evens:", evens)

let filtered = countdown(from: 5).filter { $0.hasSuffix("2") || $0 == "liftoff" }
for await f in filtered { print("filtered:", f) }

// expect: received: [1, 2, 3, 4, 5, 6]
// expect: T-3
// expect: T-2
// expect: T-1
// expect: liftoff
// expect: ALPHA+BETA+GAMMA
// expect: evens: [200, 400, 600]
// expect: filtered: T-2
// expect: filtered: liftoff

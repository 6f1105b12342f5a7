// Swift book style: AsyncStream with a continuation that yields then finishes
let numbers = AsyncStream<Int> { continuation in
    for i in 1...5 {
        continuation.yield(i * 10)
    }
    continuation.finish()
}

for await n in numbers {
    print("got \(n)")
}
print("stream finished")

let words = AsyncStream(String.self) { continuation in
    continuation.yield("alpha")
    continuation.yield("beta")
    continuation.yield("gamma")
    continuation.finish()
    continuation.yield("ignored")
}
var collected: [String] = []
for await w in words {
    collected.append(w)
}
print(collected.joined(separator: ","))

var total = 0
let squares = AsyncStream<Int> { c in
    for i in 1...4 { c.yield(i * i) }
    c.finish()
}
for await s in squares where s % 2 == 0 {
    total += s
}
print("even squares total: \(total)")
// expect: got 10
// expect: got 20
// expect: got 30
// expect: got 40
// expect: got 50
// expect: stream finished
// expect: alpha,beta,gamma
// expect: even squares total: 20

// WWDC style (AsyncStream): producing values with a continuation and consuming them with for await
let numbers = AsyncStream<Int> { continuation in
    for i in 1...5 {
        continuation.yield(i * 10)
    }
    continuation.finish()
}

var sum = 0
for await n in numbers {
    print("got \(n)")
    sum += n
}
print("sum = \(sum)")

let letters = AsyncStream(String.self) { continuation in
    for ch in "swift" {
        continuation.yield(String(ch).uppercased())
    }
    continuation.finish()
}
var collected = ""
for await l in letters {
    collected += l
}
print(collected)
// expect: got 10
// expect: got 20
// expect: got 30
// expect: got 40
// expect: got 50
// expect: sum = 150
// expect: SWIFT

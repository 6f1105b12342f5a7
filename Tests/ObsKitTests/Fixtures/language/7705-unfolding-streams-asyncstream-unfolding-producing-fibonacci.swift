// WWDC style (unfolding streams): AsyncStream(unfolding:) producing a Fibonacci sequence lazily
final class FibState: @unchecked Sendable {
    var a = 0
    var b = 1
}

let state = FibState()
let fib = AsyncStream<Int> {
    let next = state.a
    (state.a, state.b) = (state.b, state.a + state.b)
    return next
}

var firstTen: [Int] = []
for await n in fib {
    firstTen.append(n)
    if firstTen.count == 10 { break }
}
print(firstTen)

var counter = 0
let limited = AsyncStream<String>(unfolding: {
    counter += 1
    return counter <= 3 ? "tick \(counter)" : nil
})
for await t in limited {
    print(t)
}
print("done after", counter, "calls")
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: tick 1
// expect: tick 2
// expect: tick 3
// expect: done after 4 calls

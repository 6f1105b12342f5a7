// Collection Types: lazy sequences only do the work that is asked for: logged map/filter, first(where:), infinite sequences.
// expected output: swiftc 6.3.1 (Linux), run on this machine
var log: [String] = []
let numbers = Array(1...10)
let eager = numbers.map { n -> Int in log.append("map \(n)"); return n * n }.filter { $0 > 20 }.first
print(eager as Any, log.count)
log.removeAll()
let lazyFirst = numbers.lazy.map { n -> Int in log.append("map \(n)"); return n * n }.first(where: { $0 > 20 })
print(lazyFirst as Any, log)
log.removeAll()
let pipeline = numbers.lazy.filter { n in log.append("check \(n)"); return n % 3 == 0 }.map { $0 * 10 }
print("built, work so far:", log.count)
var taken: [Int] = []
for value in pipeline {
    taken.append(value)
    if taken.count == 2 { break }
}
print(taken, log.count)
let powersOfTwo = sequence(first: 1) { $0 < 1_000 ? $0 * 2 : nil }
print(Array(powersOfTwo))
let collatz = sequence(first: 27) { $0 == 1 ? nil : ($0 % 2 == 0 ? $0 / 2 : 3 * $0 + 1) }
print(collatz.count { _ in true }, collatz.max()!)
let naturals = sequence(first: 1) { $0 + 1 }
print(Array(naturals.lazy.filter { $0 % 7 == 0 }.map { $0 * $0 }.prefix(3)))
var fib = (0, 1)
let fibonacci = sequence(state: fib) { state -> Int? in
    let next = state.0
    state = (state.1, state.0 + state.1)
    return next
}
print(Array(fibonacci.prefix(10)))
fib = (5, 5)
let squaresSum = (1...1_000_000).lazy.map { $0 * $0 }.prefix(3).reduce(0, +)
print(squaresSum, fib)
print(numbers.lazy.compactMap { $0 % 4 == 0 ? "x\($0)" : nil }.joined(separator: ","))

// expect: Optional(25) 10
// expect: Optional(25) ["map 1", "map 2", "map 3", "map 4", "map 5"]
// expect: built, work so far: 0
// expect: [30, 60] 6
// expect: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024]
// expect: 112 9232
// expect: [49, 196, 441]
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: 14 (5, 5)
// expect: x4,x8

// Tutorial style (Swift by Sundell, lazy collections): avoiding work with lazy map/filter chains
var mapCalls = 0
let numbers = Array(1...1_000)

let firstBigSquare = numbers.lazy
    .map { n -> Int in
        mapCalls += 1
        return n * n
    }
    .first { $0 > 500 }
print("First square over 500: \(firstBigSquare ?? -1)")
print("map called \(mapCalls) times")

mapCalls = 0
let eager = numbers.map { n -> Int in
    mapCalls += 1
    return n * n
}.first { $0 > 500 }
print("Eager result: \(eager ?? -1), map called \(mapCalls) times")

var log: [String] = []
let pipeline = [3, 8, 1, 12, 7].lazy
    .filter { n in log.append("filter \(n)"); return n > 2 }
    .map { n in log.append("map \(n)"); return n * 10 }
print("Nothing evaluated yet: \(log.isEmpty)")
var firstTwo: [Int] = []
for value in pipeline {
    firstTwo.append(value)
    if firstTwo.count == 2 { break }
}
print("Result: \(firstTwo)")
for entry in log { print("  \(entry)") }

struct Fibonacci: Sequence, IteratorProtocol {
    var current = 0, upcoming = 1
    mutating func next() -> Int? {
        defer { (current, upcoming) = (upcoming, current + upcoming) }
        return current
    }
}

let evenFibs = Fibonacci().lazy.filter { $0.isMultiple(of: 2) }.prefix(6)
print("Even Fibonacci: \(Array(evenFibs))")
let bigFib = Fibonacci().first { $0 > 1000 }
print("First Fibonacci over 1000: \(bigFib!)")

let words = ["swift", "lazy", "sequence", "map"].lazy.map { $0.count }
print("Longest word length: \(words.max()!)")
let compacted = ["1", "x", "3"].lazy.compactMap { Int($0) }
print(Array(compacted))

// expect: First square over 500: 529
// expect: map called 23 times
// expect: Eager result: 529, map called 1000 times
// expect: Nothing evaluated yet: true
// expect: Result: [30, 80]
// expect:   filter 3
// expect:   map 3
// expect:   filter 8
// expect:   map 8
// expect: Even Fibonacci: [0, 2, 8, 34, 144, 610]
// expect: First Fibonacci over 1000: 1597
// expect: Longest word length: 8
// expect: [1, 3]

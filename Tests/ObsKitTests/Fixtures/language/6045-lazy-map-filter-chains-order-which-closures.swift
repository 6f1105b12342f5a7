// Advanced Swift style (lazy collections): lazy.map.filter chains and the order in which their closures actually run
var log: [String] = []
let numbers = Array(1...10)
let pipeline = numbers.lazy
    .map { n -> Int in log.append("map \(n)"); return n * n }
    .filter { n -> Bool in log.append("filter \(n)"); return n % 2 == 1 }
print("built, log count:", log.count)
let firstTwo = Array(pipeline.prefix(2))
print(firstTwo)
print(log.joined(separator: ", "))
log.removeAll()

if let f = pipeline.first { print("first:", f) }
print(log.joined(separator: ", "))
log.removeAll()

let mapped = numbers.lazy.map { n -> Int in log.append("m\(n)"); return n + 100 }
print(mapped[3], mapped[3])
print(log)
log.removeAll()

let strict = numbers.map { n -> Int in log.append("s\(n)"); return n }.prefix(2)
print(Array(strict), log.count)
log.removeAll()

let words = ["kiwi", "banana", "fig", "cherry", "apple", "date"]
let long = words.lazy.filter { $0.count > 4 }.map { $0.uppercased() }
print(Array(long))
print(long.contains("APPLE"), long.count)
let flat = [[1, 2], [3], [], [4, 5, 6]].lazy.joined().map { $0 * 10 }
print(Array(flat))
let compact = ["1", "x", "3", "y", "5"].lazy.compactMap(Int.init)
print(Array(compact), compact.reduce(0, +))
let infinite = (1...).lazy.map { $0 * $0 }.filter { $0 % 5 == 0 }
print(Array(infinite.prefix(4)))
let eager = Array(words.lazy.reversed().prefix(3))
print(eager)

// expect: built, log count: 0
// expect: [1, 9]
// expect: map 1, filter 1, map 2, filter 4, map 3, filter 9, map 4, filter 16, map 5, filter 25, map 1, filter 1, map 1, filter 1, map 2, filter 4, map 3, filter 9, map 4, filter 16
// expect: first: 1
// expect: map 1, filter 1, map 1
// expect: 104 104
// expect: ["m4", "m4"]
// expect: [1, 2] 10
// expect: ["BANANA", "CHERRY", "APPLE"]
// expect: true 3
// expect: [10, 20, 30, 40, 50, 60]
// expect: [1, 3, 5] 9
// expect: [25, 100, 225, 400]
// expect: ["date", "apple", "cherry"]

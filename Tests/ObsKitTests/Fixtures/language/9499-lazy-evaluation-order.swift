// Lazy sequences: when closures run, short-circuiting first(where:), re-evaluation on each pass, and laziness chains (expected output from swiftc 6.3.1 on Linux)
var log: [String] = []
let source = [1, 2, 3, 4, 5, 6]
let pipeline = source.lazy
    .map { n -> Int in log.append("map \(n)"); return n * n }
    .filter { n -> Bool in log.append("filter \(n)"); return n % 2 == 0 }
print("built, log count:", log.count)
let firstEven = pipeline.first
print(firstEven as Any)
print(log)
log.removeAll()
let firstBig = pipeline.first { $0 > 10 }
print(firstBig as Any, log)
log.removeAll()
print(Array(pipeline.prefix(2)), log.contains("map 6"))
log.removeAll()

let eager = source.map { n -> Int in log.append("e\(n)"); return n }.prefix(1)
print(eager, log.count)
log.removeAll()

let mapped = source.lazy.map { n -> Int in log.append("m\(n)"); return n + 100 }
print(mapped[2], mapped[2], log)
log.removeAll()

var counter = 0
let naturals = sequence(first: 1) { counter += 1; return $0 + 1 }
let firstSquares = naturals.lazy.map { $0 * $0 }.filter { $0 % 3 == 1 }.prefix(4)
print(Array(firstSquares), "advanced:", counter)

let fib = sequence(state: (0, 1)) { (s: inout (Int, Int)) -> Int? in
    let r = s.0
    s = (s.1, s.0 + s.1)
    return r > 100 ? nil : r
}
print(Array(fib))

let words = ["apple", "bob", "kayak", "tree", "noon"]
let pal = words.lazy.filter { $0 == String($0.reversed()) }.map { $0.uppercased() }
print(pal.joined(separator: " "))
print(String(words.lazy.compactMap { $0.count > 4 ? $0.first : nil }))
let nested = [[1, 2], [], [3]]
print(Array(nested.lazy.flatMap { $0 }.reversed()))
let zipped = zip(words.lazy.map(\.count), 1...)
print(zipped.map { $0 * $1 })
var calls = 0
let lazyDrop = (1...10).lazy.drop { calls += 1; return $0 < 4 }
print(lazyDrop.first!, calls)
print(Array((1...20).lazy.filter { $0 % 7 == 0 }.map { "\($0)" }))

// expect: built, log count: 0
// expect: Optional(4)
// expect: ["map 1", "filter 1", "map 2", "filter 4", "map 2"]
// expect: Optional(16) ["map 1", "filter 1", "map 2", "filter 4", "map 3", "filter 9", "map 4", "filter 16"]
// expect: [4, 16] true
// expect: [1] 6
// expect: 103 103 ["m3", "m3"]
// expect: [1, 4, 16, 25] advanced: 4
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: BOB KAYAK NOON
// expect: ak
// expect: [3, 2, 1]
// expect: [5, 6, 15, 16, 20]
// expect: 4 4
// expect: ["7", "14"]

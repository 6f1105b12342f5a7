// Apple docs style (LazySequence): printing side effects to show when lazy map/filter actually run
func log(_ s: String) { print("  " + s) }

// A Sequence (not a Collection), so the lazy chain is evaluated purely by iteration.
let numbers = stride(from: 1, through: 4, by: 1)

print("eager:")
let eager = numbers.map { n -> Int in log("map \(n)"); return n * 10 }
    .filter { n -> Bool in log("filter \(n)"); return n > 20 }
print("eager result:", eager)

let lazy = numbers.lazy
    .map { n -> Int in log("map \(n)"); return n * 10 }
    .filter { n -> Bool in log("filter \(n)"); return n > 10 }
print("lazy chain built, nothing ran yet")

print("first(where:) stops early:")
print("found", lazy.first(where: { _ in true })!)

print("for-in with break:")
for v in lazy {
    print("got \(v)")
    break
}

print("prefix(1) as Array:")
print("result =", Array(lazy.prefix(1)))

print("lazy compactMap over strings:")
let strings = ["7", "x", "9", "10"]
let parsed = strings.lazy.compactMap { s -> Int? in log("parse \(s)"); return Int(s) }
print("contains 9:", parsed.contains(9))

print("infinite lazy sequence:")
let squares = (1...).lazy.map { $0 * $0 }.filter { $0 % 3 == 1 }
print("first five:", Array(squares.prefix(5)))

print("lazy map on a collection runs per access:")
let rev = [1, 2, 3].lazy.reversed().map { n -> String in log("str \(n)"); return "#\(n)" }
print("count:", rev.count)
print("last:", rev.last!)

// expect: eager:
// expect:   map 1
// expect:   map 2
// expect:   map 3
// expect:   map 4
// expect:   filter 10
// expect:   filter 20
// expect:   filter 30
// expect:   filter 40
// expect: eager result: [30, 40]
// expect: lazy chain built, nothing ran yet
// expect: first(where:) stops early:
// expect:   map 1
// expect:   filter 10
// expect:   map 2
// expect:   filter 20
// expect: found 20
// expect: for-in with break:
// expect:   map 1
// expect:   filter 10
// expect:   map 2
// expect:   filter 20
// expect: got 20
// expect: prefix(1) as Array:
// expect:   map 1
// expect:   filter 10
// expect:   map 2
// expect:   filter 20
// expect: result = [20]
// expect: lazy compactMap over strings:
// expect:   parse 7
// expect:   parse x
// expect:   parse 9
// expect: contains 9: true
// expect: infinite lazy sequence:
// expect: first five: [1, 4, 16, 25, 49]
// expect: lazy map on a collection runs per access:
// expect: count: 3
// expect:   str 1
// expect: last: #1

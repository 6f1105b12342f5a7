// Standard library API style (lazy and transforms): lazy evaluation order, compactMap, flatMap, reversed, enumerated, map on dictionaries and strings
var trace: [String] = []
let source = [1, 2, 3, 4, 5, 6]
let lazyResult = source.lazy
    .filter { trace.append("f\($0)"); return $0 % 2 == 0 }
    .map { (x: Int) -> Int in trace.append("m\(x)"); return x * 10 }
print("nothing yet:", trace.isEmpty)
print("first:", lazyResult.first as Any)
print("trace after first:", trace)
trace.removeAll()
print("prefix 2:", Array(lazyResult.prefix(2)))
print("trace after prefix:", trace)
trace.removeAll()
let eager = source.filter { trace.append("F\($0)"); return $0 > 4 }.map { (x: Int) -> Int in trace.append("M\(x)"); return x }
print("eager:", eager, trace)
print("compactMap:", ["1", "two", "3", "4x", "-5"].compactMap(Int.init))
print("flatMap arrays:", [1, 2, 3].flatMap { Array(repeating: $0, count: $0) })
print("flatMap optional (compactMap):", [[1, 2], [], [3]].flatMap { $0.first.map { [$0] } ?? [] })
print("reversed:", Array([1, 2, 3].reversed()), String("abc".reversed()), Array((1...3).reversed()))
print("reversed type:", type(of: [1, 2].reversed()))
print("enumerated:", Array("xyz".enumerated()).map { "\($0.offset)\($0.element)" })
print("enumerated reversed:", [7, 8, 9].enumerated().reversed().map { $0.offset })
print("map string:", "abc".map { $0.uppercased() }, "abc".map(String.init))
let dict = ["b": 2, "a": 1]
print("dict map:", dict.map { "\($0.key)\($0.value)" }.sorted(), dict.map(\.value).sorted())
print("lazy count:", source.lazy.filter { $0 > 2 }.count, source.lazy.map { $0 * 2 }.reduce(0, +))
print("lazy compactMap:", Array(["1", "x", "2"].lazy.compactMap { Int($0) }))
print("lazy flatMap:", Array([[1], [2, 3]].lazy.flatMap { $0 }))
print("lazy infinite:", Array((1...).lazy.map { $0 * $0 }.filter { $0 % 3 == 1 }.prefix(4)))
print("lazy drop while:", Array(source.lazy.drop { $0 < 4 }), Array(source.lazy.prefix { $0 < 3 }))
var calls = 0
let mapped = source.lazy.map { (x: Int) -> Int in calls += 1; return x + 1 }
_ = mapped[2]
_ = mapped[2]
print("lazy map recomputes:", calls)
print("elements of lazy:", mapped.elements.count, Array(mapped.elements.suffix(2)))
print("chained map filter reduce:", (1...10).map { $0 * $0 }.filter { $0 % 2 == 1 }.reduce(0, +))
print("sorted then map:", ["pear", "fig", "apple"].sorted().map { $0.prefix(2) })
print("split map joined:", "a,b;c".split(whereSeparator: { ",;".contains($0) }).map { $0.uppercased() }.joined())
print("zip map:", zip([1, 2, 3], [4, 5, 6]).map(*), zip("ab", "cd").map { String([$0, $1]) })

// expect: nothing yet: true
// expect: first: Optional(20)
// expect: trace after first: ["f1", "f2", "m2"]
// expect: prefix 2: [20, 40]
// expect: trace after prefix: ["f1", "f2", "f3", "f4", "f5", "f6", "f1", "f2", "f2", "m2", "f3", "f4", "m4", "f5"]
// expect: eager: [5, 6] ["F1", "F2", "F3", "F4", "F5", "F6", "M5", "M6"]
// expect: compactMap: [1, 3, -5]
// expect: flatMap arrays: [1, 2, 2, 3, 3, 3]
// expect: flatMap optional (compactMap): [1, 3]
// expect: reversed: [3, 2, 1] cba [3, 2, 1]
// expect: reversed type: ReversedCollection<Array<Int>>
// expect: enumerated: ["0x", "1y", "2z"]
// expect: enumerated reversed: [2, 1, 0]
// expect: map string: ["A", "B", "C"] ["a", "b", "c"]
// expect: dict map: ["a1", "b2"] [1, 2]
// expect: lazy count: 4 42
// expect: lazy compactMap: [1, 2]
// expect: lazy flatMap: [1, 2, 3]
// expect: lazy infinite: [1, 4, 16, 25]
// expect: lazy drop while: [4, 5, 6] [1, 2]
// expect: lazy map recomputes: 2
// expect: elements of lazy: 6 [6, 7]
// expect: chained map filter reduce: 165
// expect: sorted then map: ["ap", "fi", "pe"]
// expect: split map joined: ABC
// expect: zip map: [4, 10, 18] ["ac", "bd"]

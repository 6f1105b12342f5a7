// A lazy collection's properties (`first`, `isEmpty`, `count`, `last`) beside the methods of the same
// names (`first(where:)`): `first` pulls one element through the chain, so the closures run only for it.
// Expected output: a real swiftc 6.3.1 run on Linux (tools/fixture-expect).
var calls: [String] = []
let words = ["pear", "fig", "apple", "kiwi", "plum"]
let long = words.lazy.filter { calls.append("filter \($0)"); return $0.count > 3 }
let upper = long.map { word -> String in calls.append("map \(word)"); return word.uppercased() }
print(upper.first ?? "none")
print(calls)
calls.removeAll()
print(words.lazy.map { $0.count }.first(where: { $0 < 4 }) ?? 0)
print(long.isEmpty, words.lazy.filter { $0.isEmpty }.isEmpty)
print(words.lazy.filter { $0.hasPrefix("p") }.count, words.lazy.map { $0.count }.last ?? 0)
print((1...10).lazy.map { $0 * $0 }.first!, [Int]().lazy.map { $0 + 1 }.first == nil)

// expect: PEAR
// expect: ["filter pear", "map pear"]
// expect: 3
// expect: false true
// expect: 2 4
// expect: 1 true

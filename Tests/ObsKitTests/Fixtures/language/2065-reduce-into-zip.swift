// Compiler test style: reduce(into:) building dictionaries and arrays, zip over sequences of different lengths
let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot", "beet"]

let byLetter = words.reduce(into: [Character: [String]]()) { acc, w in
    acc[w.first!, default: []].append(w)
}
for key in byLetter.keys.sorted() {
    print(key, byLetter[key]!)
}

let lengths = words.reduce(into: [Int: Int]()) { $0[$1.count, default: 0] += 1 }
print(lengths.sorted { $0.key < $1.key }.map { "\($0.key)x\($0.value)" })

let runningTotals = [3, 1, 4, 1, 5, 9].reduce(into: [Int]()) { acc, x in
    acc.append((acc.last ?? 0) + x)
}
print(runningTotals)

let (evens, odds) = (1...10).reduce(into: ([Int](), [Int]())) { acc, n in
    if n % 2 == 0 { acc.0.append(n) } else { acc.1.append(n) }
}
print(evens, odds)

let names = ["Ann", "Bob", "Cyd", "Dee"]
let scores = [90, 72, 85]
for (n, s) in zip(names, scores) { print("\(n): \(s)") }
print(Array(zip(names, scores)).count)

let dict = Dictionary(uniqueKeysWithValues: zip(names, scores))
print(dict.sorted { $0.value > $1.value }.map(\.key))

let a = [1, 2, 3, 4], b = [10, 20, 30, 40]
let dot = zip(a, b).reduce(0) { $0 + $1.0 * $1.1 }
print("dot:", dot)
let diffs = zip(a, a.dropFirst()).map { $1 - $0 }
print(diffs)
let interleaved = zip(a, b).flatMap { [$0, $1] }
print(interleaved)
let indexed = zip(1..., ["x", "y", "z"]).map { "\($0).\($1)" }
print(indexed)

let merged = Dictionary([("a", 1), ("b", 2), ("a", 3)], uniquingKeysWith: +)
print(merged.sorted { $0.key < $1.key })

// expect: a ["apple", "avocado", "apricot"]
// expect: b ["banana", "blueberry", "beet"]
// expect: c ["cherry"]
// expect: ["4x1", "5x1", "6x2", "7x2", "9x1"]
// expect: [3, 4, 8, 9, 14, 23]
// expect: [2, 4, 6, 8, 10] [1, 3, 5, 7, 9]
// expect: Ann: 90
// expect: Bob: 72
// expect: Cyd: 85
// expect: 3
// expect: ["Ann", "Cyd", "Bob"]
// expect: dot: 300
// expect: [1, 1, 1]
// expect: [1, 10, 2, 20, 3, 30, 4, 40]
// expect: ["1.x", "2.y", "3.z"]
// expect: [(key: "a", value: 4), (key: "b", value: 2)]

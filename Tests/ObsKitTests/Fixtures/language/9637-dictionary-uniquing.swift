// Dictionary(uniqueKeysWithValues:), Dictionary(_:uniquingKeysWith:) combine order, merge variants, and zip-built dictionaries
func show<V>(_ d: [String: V]) -> String {
    d.keys.sorted().map { "\($0)=\(d[$0]!)" }.joined(separator: " ")
}

let names = ["ann", "bob", "cat"]
let ages = [31, 25, 40]
let byName = Dictionary(uniqueKeysWithValues: zip(names, ages))
print(show(byName))

let pairs = [("a", 1), ("b", 2), ("a", 3), ("c", 4), ("a", 5), ("b", 6)]
var log: [String] = []
let keepFirst = Dictionary(pairs, uniquingKeysWith: { old, new in log.append("\(old)|\(new)"); return old })
print(show(keepFirst), log)
let keepLast = Dictionary(pairs, uniquingKeysWith: { $1 })
print(show(keepLast))
let summed = Dictionary(pairs, uniquingKeysWith: +)
print(show(summed))
let listed = Dictionary(pairs.map { ($0.0, [$0.1]) }, uniquingKeysWith: +)
print(show(listed))
let maxed = Dictionary(pairs, uniquingKeysWith: max)
print(show(maxed))

let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
let firstByLetter = Dictionary(words.map { (String($0.first!), $0) }, uniquingKeysWith: { a, _ in a })
print(show(firstByLetter))
let longest = Dictionary(words.map { (String($0.first!), $0) }, uniquingKeysWith: { $0.count >= $1.count ? $0 : $1 })
print(show(longest))
let counts = Dictionary(words.map { ($0.count, 1) }, uniquingKeysWith: +)
print(counts.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })

var base = ["x": 1, "y": 2]
var mlog: [String] = []
base.merge(["y": 20, "z": 30]) { cur, new in mlog.append("y? \(cur),\(new)"); return cur + new }
print(show(base), mlog)
base.merge([("x", 100), ("x", 1000)]) { $0 + $1 }
print(show(base))
let merged = base.merging(["w": 0, "x": -1]) { cur, _ in cur }
print(show(merged), show(base))

let indexed = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
print(show(indexed))
let inverted = Dictionary(uniqueKeysWithValues: indexed.map { ($1, $0) })
print(inverted.keys.sorted(), inverted[2]!)
let emptyD = Dictionary(uniqueKeysWithValues: [(String, Int)]())
print(emptyD.isEmpty, Dictionary([(String, Int)](), uniquingKeysWith: +).count)

let grid = Dictionary(uniqueKeysWithValues: (0..<3).flatMap { r in (0..<2).map { c in ("\(r),\(c)", r * 10 + c) } })
print(show(grid), grid.count)
let caseFold = Dictionary(["Key", "KEY", "key", "Other"].map { ($0.lowercased(), [$0]) }, uniquingKeysWith: +)
print(show(caseFold))
var freq: [Character: Int] = [:]
for ch in "mississippi" { freq[ch, default: 0] += 1 }
let ranked = Dictionary(freq.map { ($0.value, [$0.key]) }, uniquingKeysWith: +).mapValues { $0.sorted() }
print(ranked.keys.sorted().map { "\($0):\(String(ranked[$0]!))" })

// expect: ann=31 bob=25 cat=40
// expect: a=1 b=2 c=4 ["1|3", "1|5", "2|6"]
// expect: a=5 b=6 c=4
// expect: a=9 b=8 c=4
// expect: a=[1, 3, 5] b=[2, 6] c=[4]
// expect: a=5 b=6 c=4
// expect: a=apple b=banana c=cherry
// expect: a=avocado b=blueberry c=cherry
// expect: ["5:1", "6:2", "7:2", "9:1"]
// expect: x=1 y=22 z=30 ["y? 2,20"]
// expect: x=1101 y=22 z=30
// expect: w=0 x=1101 y=22 z=30 x=1101 y=22 z=30
// expect: ann=0 bob=1 cat=2
// expect: [0, 1, 2] cat
// expect: true 0
// expect: 0,0=0 0,1=1 1,0=10 1,1=11 2,0=20 2,1=21 6
// expect: key=["Key", "KEY", "key"] other=["Other"]
// expect: ["1:m", "2:p", "4:is"]

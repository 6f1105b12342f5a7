// Stack Overflow style (zip): zip stops at the shorter sequence, works with ranges and infinite sequences, and unzips by map
let names = ["ann", "bob", "cy"]
let scores = [90, 80, 70, 60]
print(Array(zip(names, scores)).map { "\($0.0):\($0.1)" })
print(zip(names, scores).map { $0 + String($1) })
print(zip(scores, names).underestimatedCount, Array(zip(names, [Int]())).count)

for (i, name) in zip(1..., names) {
    print(i, name)
}
print(Array(zip(names, names.dropFirst())).map { "\($0)->\($1)" })

let pairs = Array(zip("abc", [true, false, true]))
print(pairs.filter { $0.1 }.map { $0.0 })
let unzippedFirst = pairs.map(\.0)
let unzippedSecond = pairs.map(\.1)
print(unzippedFirst, unzippedSecond)

let a = [1, 2, 3]
let b = [1, 5, 3]
print(zip(a, b).filter { $0 == $1 }.count, zip(a, b).map(-), zip(a, b).allSatisfy { $0 <= $1 })
print(zip(a, b).map { max($0, $1) }, zip(a, b).contains { $0 > $1 })

let dict = Dictionary(uniqueKeysWithValues: zip(names, scores))
print(dict.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

let nested = zip(zip([1, 2], ["x", "y"]), [true, false]).map { ($0.0, $0.1, $1) }
print(nested.map { "\($0.0)\($0.1)\($0.2)" })
let sumProducts = zip([1, 2, 3], [4, 5, 6]).reduce(0) { $0 + $1.0 * $1.1 }
print(sumProducts)
var it = zip([1], repeatElement("r", count: 100)).makeIterator()
print(it.next().map { "\($0.0)\($0.1)" } ?? "nil", it.next().map { "\($0.0)" } ?? "nil")
let indexed = zip(names.indices, names).map { "\($0)=\($1)" }
print(indexed, Array(names.enumerated()).map { "\($0.offset)=\($0.element)" } == indexed)

// expect: ["ann:90", "bob:80", "cy:70"]
// expect: ["ann90", "bob80", "cy70"]
// expect: 3 0
// expect: 1 ann
// expect: 2 bob
// expect: 3 cy
// expect: ["ann->bob", "bob->cy"]
// expect: ["a", "c"]
// expect: ["a", "b", "c"] [true, false, true]
// expect: 2 [0, -3, 0] true
// expect: [1, 5, 3] false
// expect: ["ann=90", "bob=80", "cy=70"]
// expect: ["1xtrue", "2yfalse"]
// expect: 32
// expect: 1r nil
// expect: ["0=ann", "1=bob", "2=cy"] true

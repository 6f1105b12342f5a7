// Swift stdlib test style (Dictionary APIs): default subscripts with += and append, counting words and letters, and keys/values sorted several ways
let text = "the cat and the dog and the bird saw the cat"
var counts: [String: Int] = [:]
for word in text.split(separator: " ") {
    counts[String(word), default: 0] += 1
}
for key in counts.keys.sorted() {
    print(key, counts[key]!)
}
let ranked = counts.sorted { a, b in a.value != b.value ? a.value > b.value : a.key < b.key }
print(ranked.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
print(counts.values.sorted(), counts.values.reduce(0, +))
print(counts["zebra", default: 0], counts["zebra"] as Any)
print(counts.count)

var letters: [Character: Int] = [:]
for ch in "mississippi" { letters[ch, default: 0] += 1 }
print(letters.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined())

var index: [Int: [String]] = [:]
for word in ["a", "bb", "cc", "d", "eee"] {
    index[word.count, default: []].append(word)
}
print(index.keys.sorted().map { "\($0): \(index[$0]!)" })

var totals: [String: Double] = ["food": 1.5]
totals["food", default: 0] += 2.25
totals["rent", default: 100] -= 10
totals["fun", default: 1] *= 3
print(totals.keys.sorted().map { "\($0)=\(totals[$0]!)" })

var flags: [String: Bool] = [:]
flags["on", default: false].toggle()
flags["off", default: true].toggle()
print(flags.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })

var nestedCounts: [String: [String: Int]] = [:]
for (group, item) in [("x", "a"), ("y", "b"), ("x", "a"), ("x", "c")] {
    nestedCounts[group, default: [:]][item, default: 0] += 1
}
for g in nestedCounts.keys.sorted() {
    let inner = nestedCounts[g]!
    print(g, inner.keys.sorted().map { "\($0)\(inner[$0]!)" })
}

// expect: and 2
// expect: bird 1
// expect: cat 2
// expect: dog 1
// expect: saw 1
// expect: the 4
// expect: the=4 and=2 cat=2 bird=1 dog=1 saw=1
// expect: [1, 1, 1, 2, 2, 4] 11
// expect: 0 nil
// expect: 6
// expect: i4m1p2s4
// expect: ["1: [\"a\", \"d\"]", "2: [\"bb\", \"cc\"]", "3: [\"eee\"]"]
// expect: ["food=3.75", "fun=3.0", "rent=90.0"]
// expect: ["off:false", "on:true"]
// expect: x ["a2", "c1"]
// expect: y ["b1"]

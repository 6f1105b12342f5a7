// Apple docs, Dictionary & Set: grouping, mapValues, merging, default subscripts, updateValue, set algebra (sorted output)
let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot", "coconut", "date"]
let byLetter = Dictionary(grouping: words, by: { $0.first! })
for key in byLetter.keys.sorted() {
    print(key, byLetter[key]!.sorted())
}
let lengths = byLetter.mapValues { $0.map(\.count).reduce(0, +) }
print(lengths.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", "))

var inventory = ["apples": 3, "pears": 0, "plums": 12]
if let old = inventory.updateValue(5, forKey: "apples") { print("apples was \(old)") }
print(inventory.updateValue(7, forKey: "kiwis") as Any)
inventory.merge(["plums": 1, "figs": 4]) { current, new in current + new }
inventory["pears"] = nil
var letterCounts: [Character: Int] = [:]
for ch in "mississippi" { letterCounts[ch, default: 0] += 1 }
print(inventory.sorted(by: { $0.key < $1.key }))
print(letterCounts.sorted { ($0.value, $0.key) > ($1.value, $1.key) }.map { "\($0.key):\($0.value)" })

let pairs = zip(["x", "y", "x", "z"], [1, 2, 3, 4])
let combined = Dictionary(pairs, uniquingKeysWith: +)
print(combined.keys.sorted(), combined.values.sorted())
let filtered = inventory.filter { $0.value > 4 }
print(filtered.keys.sorted())
print(inventory.compactMapValues { $0 > 5 ? String($0) : nil }.sorted { $0.key < $1.key })

let odd: Set = [1, 3, 5, 7, 9]
let even: Set = [0, 2, 4, 6, 8]
let primes: Set = [2, 3, 5, 7]
print(odd.union(even).sorted())
print(odd.intersection(primes).sorted())
print(odd.subtracting(primes).sorted())
print(odd.symmetricDifference(primes).sorted())
print(primes.isSubset(of: odd.union(even)), odd.isDisjoint(with: even), primes.isStrictSuperset(of: [2, 3]))
var genres: Set<String> = ["Rock", "Classical", "Hip hop"]
print(genres.insert("Jazz").inserted, genres.insert("Rock").inserted)
if let removedGenre = genres.remove("Classical") { print("removed \(removedGenre)") }
print(genres.sorted(), genres.contains("Funk"))

// expect: a ["apple", "apricot", "avocado"]
// expect: b ["banana", "blueberry"]
// expect: c ["cherry", "coconut"]
// expect: d ["date"]
// expect: a=19, b=15, c=13, d=4
// expect: apples was 3
// expect: nil
// expect: [(key: "apples", value: 5), (key: "figs", value: 4), (key: "kiwis", value: 7), (key: "plums", value: 13)]
// expect: ["s:4", "i:4", "p:2", "m:1"]
// expect: ["x", "y", "z"] [2, 4, 4]
// expect: ["apples", "kiwis", "plums"]
// expect: [(key: "kiwis", value: "7"), (key: "plums", value: "13")]
// expect: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
// expect: [3, 5, 7]
// expect: [1, 9]
// expect: [1, 2, 9]
// expect: true true true
// expect: true false
// expect: removed Classical
// expect: ["Hip hop", "Jazz", "Rock"] false

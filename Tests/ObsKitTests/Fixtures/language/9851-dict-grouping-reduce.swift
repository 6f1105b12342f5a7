// Stack Overflow style: counting and grouping with dictionaries (default subscript, grouping, reduce(into:))

let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apple", "banana", "apple", "date"]

// Question: "My counting code is verbose":
var countsOld: [String: Int] = [:]
for w in words {
    if let c = countsOld[w] {
        countsOld[w] = c + 1
    } else {
        countsOld[w] = 1
    }
}

// Answer: use the default subscript.
var counts: [String: Int] = [:]
for w in words {
    counts[w, default: 0] += 1
}
print("same result: \(counts == countsOld)")
for key in counts.keys.sorted() {
    print("\(key): \(counts[key]!)")
}

// Or reduce(into:)
let counts2 = words.reduce(into: [String: Int]()) { result, word in
    result[word, default: 0] += 1
}
print("reduce(into:) matches: \(counts2 == counts)")

// Grouping by first letter
let byLetter = Dictionary(grouping: words, by: { $0.first! })
for letter in byLetter.keys.sorted() {
    print("\(letter) -> \(byLetter[letter]!)")
}

// Grouping structs
struct Sale {
    let region: String
    let amount: Int
}
let sales = [
    Sale(region: "north", amount: 120),
    Sale(region: "south", amount: 80),
    Sale(region: "north", amount: 45),
    Sale(region: "east", amount: 200),
    Sale(region: "south", amount: 15),
]
let totals = Dictionary(grouping: sales, by: \.region).mapValues { group in
    group.reduce(0) { $0 + $1.amount }
}
for (region, total) in totals.sorted(by: { $0.key < $1.key }) {
    print("\(region): \(total)")
}

// Dictionary(_:uniquingKeysWith:) to merge duplicates
let pairs = [("a", 1), ("b", 2), ("a", 10), ("c", 3), ("b", 20)]
let merged = Dictionary(pairs, uniquingKeysWith: +)
print(merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let keepFirst = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
print(keepFirst.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

// Most frequent word, ties broken alphabetically
let top = counts.max { a, b in
    a.value != b.value ? a.value < b.value : a.key > b.key
}!
print("most frequent: \(top.key) (\(top.value))")

// Default-subscript with arrays
var index: [Int: [String]] = [:]
for w in words where !(index[w.count]?.contains(w) ?? false) {
    index[w.count, default: []].append(w)
}
for len in index.keys.sorted() {
    print("len \(len): \(index[len]!)")
}
// expect: same result: true
// expect: apple: 3
// expect: avocado: 1
// expect: banana: 2
// expect: blueberry: 1
// expect: cherry: 1
// expect: date: 1
// expect: reduce(into:) matches: true
// expect: a -> ["apple", "avocado", "apple", "apple"]
// expect: b -> ["banana", "blueberry", "banana"]
// expect: c -> ["cherry"]
// expect: d -> ["date"]
// expect: east: 200
// expect: north: 165
// expect: south: 95
// expect: ["a=11", "b=22", "c=3"]
// expect: ["a=1", "b=2", "c=3"]
// expect: most frequent: apple (3)
// expect: len 4: ["date"]
// expect: len 5: ["apple"]
// expect: len 6: ["banana", "cherry"]
// expect: len 7: ["avocado"]
// expect: len 9: ["blueberry"]

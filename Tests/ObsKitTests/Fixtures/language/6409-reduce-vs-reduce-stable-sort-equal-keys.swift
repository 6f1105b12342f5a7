// Interview question style (reduce and sorting): reduce(into:) vs reduce, stable sort on equal keys, and sorting by several keys
let words = ["pear", "fig", "apple", "kiwi", "date", "plum", "lime"]

// Puzzle: what do these produce?
let byLength = words.reduce(into: [Int: [String]]()) { $0[$1.count, default: []].append($1) }
for key in byLength.keys.sorted() { print(key, byLength[key]!) }

let concat = words.reduce("") { $0.isEmpty ? $1 : $0 + "," + $1 }
print(concat)
let firstLetters = words.reduce(into: "") { $0.append($1.first!) }
print(firstLetters)

let stable = words.sorted { $0.count < $1.count }
print(stable)
let reversedOrder = words.sorted { $0.count > $1.count }
print(reversedOrder)
let twoKeys = words.sorted { ($0.count, $0) < ($1.count, $1) }
print(twoKeys)

var running: [Int] = []
_ = [3, 1, 4, 1, 5].reduce(0) { acc, x in
    let next = acc + x
    running.append(next)
    return next
}
print(running)

let counts = "mississippi".reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
print(counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { "\($0.key)\($0.value)" })

let grouped = Dictionary(grouping: words, by: { $0.first! })
print(grouped.keys.sorted().map { "\($0): \(grouped[$0]!.joined(separator: "/"))" })
let merged = Dictionary([("a", 1), ("b", 2), ("a", 3)], uniquingKeysWith: { old, new in old * 10 + new })
print(merged.sorted { $0.key < $1.key })

// expect: 3 ["fig"]
// expect: 4 ["pear", "kiwi", "date", "plum", "lime"]
// expect: 5 ["apple"]
// expect: pear,fig,apple,kiwi,date,plum,lime
// expect: pfakdpl
// expect: ["fig", "pear", "kiwi", "date", "plum", "lime", "apple"]
// expect: ["apple", "pear", "kiwi", "date", "plum", "lime", "fig"]
// expect: ["fig", "date", "kiwi", "lime", "pear", "plum", "apple"]
// expect: [3, 4, 8, 9, 14]
// expect: ["i4", "s4", "p2", "m1"]
// expect: ["a: apple", "d: date", "f: fig", "k: kiwi", "l: lime", "p: pear/plum"]
// expect: [(key: "a", value: 13), (key: "b", value: 2)]

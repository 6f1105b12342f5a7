// Standard library API style (sequence folds): min(by:)/max(by:), reduce and reduce(into:), joined with and without separators
struct Item { let name: String; let weight: Int }
let items = [Item(name: "pen", weight: 12), Item(name: "book", weight: 300), Item(name: "cup", weight: 300), Item(name: "key", weight: 12)]
print("lightest:", items.min { $0.weight < $1.weight }!.name)
print("heaviest:", items.max { $0.weight < $1.weight }!.name)
print("min empty:", [Int]().min() as Any, [Int]().max(by: <) as Any)
print("min max strings:", ["pear", "fig", "apple"].min()!, ["pear", "fig", "apple"].max()!)
print("shortest:", ["pear", "fig", "apple", "kiw"].min { $0.count < $1.count }!)
print("longest:", ["pear", "fig", "apple", "melon"].max { $0.count < $1.count }!)
print("sum:", items.reduce(0) { $0 + $1.weight })
print("reduce into dict:", items.reduce(into: [Int: [String]]()) { $0[$1.weight, default: []].append($1.name) }.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
print("reduce into string:", [3, 1, 2].reduce(into: "") { $0 += String($1) })
print("reduce into counts:", "mississippi".reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined())
print("reduce empty:", [Int]().reduce(42, +))
print("running max:", [3, 1, 4, 1, 5, 9, 2, 6].reduce(into: [Int]()) { acc, x in acc.append(max(acc.last ?? x, x)) })
print("joined:", ["a", "b", "c"].joined())
print("joined sep:", ["a", "b", "c"].joined(separator: ", "))
print("joined empty:", [String]().joined(separator: "-"), "|" + [""].joined(separator: "-") + "|")
print("joined arrays:", Array([[1, 2], [3], []].joined()))
print("joined arrays sep:", Array([[1, 2], [3], [4, 5]].joined(separator: [0])))
print("joined lazy count:", [[1], [2, 3]].joined().count)
print("joined chars:", [["h", "i"], ["!"]].joined().map { $0 }.joined())
print("flatMap:", [[1, 2], [3]].flatMap { $0 })
print("compactMap:", ["1", "x", "3"].compactMap { Int($0) })
print("map joined:", (1...4).map(String.init).joined(separator: "+"), "=", (1...4).reduce(0, +))
let extremes = [4, -2, 9, 0].reduce((Int.max, Int.min)) { (min($0.0, $1), max($0.1, $1)) }
print("extremes:", extremes)
print("minmax ties first:", [(1, "a"), (1, "b")].min { $0.0 < $1.0 }!.1, [(1, "a"), (1, "b")].max { $0.0 < $1.0 }!.1)

// expect: lightest: pen
// expect: heaviest: book
// expect: min empty: nil nil
// expect: min max strings: apple pear
// expect: shortest: fig
// expect: longest: apple
// expect: sum: 624
// expect: reduce into dict: ["12=[\"pen\", \"key\"]", "300=[\"book\", \"cup\"]"]
// expect: reduce into string: 312
// expect: reduce into counts: i4m1p2s4
// expect: reduce empty: 42
// expect: running max: [3, 3, 4, 4, 5, 9, 9, 9]
// expect: joined: abc
// expect: joined sep: a, b, c
// expect: joined empty:  ||
// expect: joined arrays: [1, 2, 3]
// expect: joined arrays sep: [1, 2, 0, 3, 0, 4, 5]
// expect: joined lazy count: 3
// expect: joined chars: hi!
// expect: flatMap: [1, 2, 3]
// expect: compactMap: [1, 3]
// expect: map joined: 1+2+3+4 = 10
// expect: extremes: (-2, 9)
// expect: minmax ties first: a a

// Compiler test style: min/max tie-breaking and sort stability with custom Comparable
struct Item: Comparable, CustomStringConvertible {
    let key: Int
    let tag: String
    static func < (a: Item, b: Item) -> Bool { a.key < b.key }
    static func == (a: Item, b: Item) -> Bool { a.key == b.key }
    var description: String { "\(key)\(tag)" }
}
let items = [Item(key: 2, tag: "a"), Item(key: 1, tag: "b"), Item(key: 2, tag: "c"),
             Item(key: 1, tag: "d"), Item(key: 3, tag: "e"), Item(key: 3, tag: "f")]
print(items.min()!, items.max()!)
print(items.min(by: { $0.key < $1.key })!, items.max(by: { $0.key < $1.key })!)
print(items.sorted())
print(items.sorted(by: >))
print(items.sorted { $0.tag > $1.tag })
print(min(items[0], items[2]), max(items[0], items[2]))
print(min(items[1], items[3]).tag, max(items[1], items[3]).tag)
print(items.firstIndex(of: Item(key: 3, tag: "zzz"))!, items.contains(Item(key: 9, tag: "")))
print(items.lexicographicallyPrecedes(items.sorted()))
var copy = items
copy.sort()
print(copy.map(\.tag).joined())
let words = ["bb", "a", "ccc", "dd", "e", "fff"]
print(words.min(by: { $0.count < $1.count })!, words.max(by: { $0.count < $1.count })!)
print(words.sorted { $0.count < $1.count })
print(Array(words.sorted { $0.count > $1.count }.prefix(2)))

// expect: 1b 3e
// expect: 1b 3e
// expect: [1b, 1d, 2a, 2c, 3e, 3f]
// expect: [3e, 3f, 2a, 2c, 1b, 1d]
// expect: [3f, 3e, 1d, 2c, 1b, 2a]
// expect: 2a 2c
// expect: b d
// expect: 4 false
// expect: false
// expect: bdacef
// expect: a ccc
// expect: ["a", "e", "bb", "dd", "ccc", "fff"]
// expect: ["ccc", "fff"]

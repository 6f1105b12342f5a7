// Swift book protocols style (associated types with defaults): a generic Store protocol with constrained default implementations
protocol Store {
    associatedtype Key: Hashable & Comparable
    associatedtype Value
    var entries: [Key: Value] { get set }
}

extension Store {
    subscript(key: Key) -> Value? {
        get { entries[key] }
        set { entries[key] = newValue }
    }
    var sortedKeys: [Key] { entries.keys.sorted() }
    func listing() -> [String] { sortedKeys.map { "\($0): \(entries[$0]!)" } }
}

extension Store where Value: Numeric {
    var total: Value { entries.values.reduce(0, +) }
    mutating func bump(_ key: Key, by amount: Value = 1) { entries[key, default: 0] += amount }
}

extension Store where Value: Collection {
    var sizes: [Key: Int] { entries.mapValues { $0.count } }
}

struct Inventory: Store {
    var entries: [String: Int] = [:]
}

struct Tags: Store {
    var entries: [Int: [String]] = [:]
}

struct Scores<Player: Hashable & Comparable>: Store {
    var entries: [Player: Double] = [:]
}

func report<S: Store>(_ store: S, title: String) {
    print(title, store.listing().joined(separator: "; "))
}

var inv = Inventory()
inv.bump("bolt", by: 5)
inv.bump("nut")
inv.bump("nut")
inv["washer"] = 9
report(inv, title: "inventory:")
print(inv.total)

var tags = Tags()
tags[2] = ["b", "c"]
tags[1] = ["a"]
report(tags, title: "tags:")
print(tags.sizes.sorted { $0.key < $1.key }.map { "\($0.key)->\($0.value)" })

var scores = Scores<Character>()
scores.bump("b", by: 1.5)
scores.bump("a", by: 2)
scores.bump("b")
report(scores, title: "scores:")
print(scores.total, scores["z"] == nil)

// expect: inventory: bolt: 5; nut: 2; washer: 9
// expect: 16
// expect: tags: 1: ["a"]; 2: ["b", "c"]
// expect: ["1->1", "2->2"]
// expect: scores: a: 2.0; b: 2.5
// expect: 4.5 true

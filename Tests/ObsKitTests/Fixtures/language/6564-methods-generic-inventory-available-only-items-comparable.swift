// Hacking with Swift style (generic where clauses): methods on a generic Inventory available only when the items are Comparable, Hashable or a specific type
struct Inventory<Item> {
    var items: [Item]
}

extension Inventory where Item: Comparable {
    func sortedItems() -> [Item] { items.sorted() }
    var range: ClosedRange<Item>? {
        guard let lo = items.min(), let hi = items.max() else { return nil }
        return lo...hi
    }
}

extension Inventory where Item: Hashable {
    func counts() -> [(Item, Int)] where Item: Comparable {
        Dictionary(items.map { ($0, 1) }, uniquingKeysWith: +).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
    var distinct: Int { Set(items).count }
}

extension Inventory where Item == String {
    func joined() -> String { items.joined(separator: ", ") }
}

extension Inventory {
    func merged<Other: Sequence>(with other: Other) -> Inventory where Other.Element == Item {
        Inventory(items: items + other)
    }
}

let fruit = Inventory(items: ["pear", "apple", "fig", "apple"])
print(fruit.sortedItems())
print(fruit.joined())
print(fruit.counts().map { "\($0.0):\($0.1)" })
print(fruit.distinct, fruit.range.map { "\($0.lowerBound)-\($0.upperBound)" } ?? "empty")

let numbers = Inventory(items: [5, 3, 9]).merged(with: 1...2)
print(numbers.items, numbers.range!)
print(Inventory<Int>(items: []).range == nil)

// expect: ["apple", "apple", "fig", "pear"]
// expect: pear, apple, fig, apple
// expect: ["apple:2", "fig:1", "pear:1"]
// expect: 3 apple-pear
// expect: [5, 3, 9, 1, 2] 1...9
// expect: true

// Compiler test style: didSet on array property fires for element mutation, append, and mutating methods
struct Item { var name: String; var qty: Int
    mutating func restock(_ n: Int) { qty += n }
}

class Inventory {
    var items: [Item] = [] {
        willSet { print("  willSet count \(items.count) -> \(newValue.count)") }
        didSet { print("  didSet total \(items.reduce(0) { $0 + $1.qty })") }
    }
    var tags: Set<String> = [] {
        didSet { print("  tags now \(tags.sorted())") }
    }
}

let inv = Inventory()
print("append")
inv.items.append(Item(name: "bolt", qty: 3))
print("append2")
inv.items.append(Item(name: "nut", qty: 5))
print("element field")
inv.items[0].qty = 10
print("mutating method on element")
inv.items[1].restock(2)
print("sort in place")
inv.items.sort { $0.qty < $1.qty }
print(inv.items.map { $0.name })
print("insert tag")
inv.tags.insert("metal")
inv.tags.insert("small")
print("done")
// expect: append
// expect:   willSet count 0 -> 1
// expect:   didSet total 3
// expect: append2
// expect:   willSet count 1 -> 2
// expect:   didSet total 8
// expect: element field
// expect:   willSet count 2 -> 2
// expect:   didSet total 15
// expect: mutating method on element
// expect:   willSet count 2 -> 2
// expect:   didSet total 17
// expect: sort in place
// expect:   willSet count 2 -> 2
// expect:   didSet total 17
// expect: ["nut", "bolt"]
// expect: insert tag
// expect:   tags now ["metal"]
// expect:   tags now ["metal", "small"]
// expect: done

// Swift by Sundell style (domain collection): an Inventory of Hashable items conforming to Collection over a sorted key list, with grouping, Sets printed after sorting
struct Item: Hashable, Comparable, CustomStringConvertible {
    let sku: String
    let category: String
    static func < (a: Item, b: Item) -> Bool { a.sku < b.sku }
    var description: String { sku }
}

struct Inventory {
    private var stock: [Item: Int] = [:]
    private var order: [Item] = []

    mutating func receive(_ item: Item, quantity: Int) {
        if stock[item] == nil { order.append(item); order.sort() }
        stock[item, default: 0] += quantity
    }

    func quantity(of item: Item) -> Int { stock[item] ?? 0 }
}

extension Inventory: BidirectionalCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { order.count }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(i: Int) -> (item: Item, quantity: Int) { (order[i], stock[order[i]]!) }
}

let bolt = Item(sku: "B-100", category: "hardware")
let nut = Item(sku: "N-200", category: "hardware")
let glue = Item(sku: "G-300", category: "adhesive")
let tape = Item(sku: "T-400", category: "adhesive")

var shop = Inventory()
shop.receive(tape, quantity: 5)
shop.receive(bolt, quantity: 100)
shop.receive(glue, quantity: 2)
shop.receive(bolt, quantity: 20)
shop.receive(nut, quantity: 0)

for entry in shop {
    print(entry.item, entry.quantity)
}
print(shop.count, shop.quantity(of: bolt), shop.quantity(of: Item(sku: "X", category: "none")))
print(shop.last!.item, shop.reversed().map { $0.item.sku })
let outOfStock = shop.filter { $0.quantity == 0 }.map(\.item)
print(outOfStock)
let byCategory = Dictionary(grouping: shop.map(\.item), by: \.category)
for key in byCategory.keys.sorted() {
    print(key, byCategory[key]!.sorted())
}
let categories = Set(shop.map { $0.item.category })
print(categories.sorted(), categories.contains("hardware"))
let lowStock = Set(shop.filter { $0.quantity < 10 }.map(\.item))
print(lowStock.sorted(), lowStock.contains(glue), lowStock.isSubset(of: Set([glue, tape, nut, bolt])))
print(shop.firstIndex { $0.item == glue }!, shop.max { $0.quantity < $1.quantity }!.item)
print(shop.map(\.quantity).reduce(0, +))

// expect: B-100 120
// expect: G-300 2
// expect: N-200 0
// expect: T-400 5
// expect: 4 120 0
// expect: T-400 ["T-400", "N-200", "G-300", "B-100"]
// expect: [N-200]
// expect: adhesive [G-300, T-400]
// expect: hardware [B-100, N-200]
// expect: ["adhesive", "hardware"] true
// expect: [G-300, N-200, T-400] true true
// expect: 1 B-100
// expect: 127

// Book style (Generics): associated type inference, extensions of generic types and a protocol with a where clause
protocol Inventory {
    associatedtype Item
    associatedtype Index: Comparable & Hashable
    var stock: [Index: Item] { get }
    func item(at i: Index) -> Item?
}

extension Inventory {
    func item(at i: Index) -> Item? { stock[i] }
    var orderedKeys: [Index] { stock.keys.sorted() }
    func listing() -> [String] {
        orderedKeys.map { "\($0): \(stock[$0]!)" }
    }
}

extension Inventory where Item: Numeric {
    var totalValue: Item { stock.values.reduce(0, +) }
}

struct Pantry: Inventory {
    var stock: [String: Int]
}

struct Warehouse<Goods>: Inventory {
    var stock: [Int: Goods] = [:]
    mutating func store(_ g: Goods, in bay: Int) { stock[bay] = g }
}

extension Warehouse where Goods: StringProtocol {
    func longestName() -> Goods? {
        stock.values.max { $0.count == $1.count ? $0 > $1 : $0.count < $1.count }
    }
}

extension Warehouse: CustomStringConvertible {
    var description: String { "Warehouse(\(listing().joined(separator: " | ")))" }
}

extension Array where Element: Inventory, Element.Item == Int {
    var grandTotal: Int { map(\.totalValue).reduce(0, +) }
}

let pantry = Pantry(stock: ["rice": 3, "beans": 5, "oats": 2])
print(pantry.listing())
print(pantry.totalValue, pantry.item(at: "oats") as Any, pantry.item(at: "tea") as Any)
print(type(of: pantry.orderedKeys))
var depot = Warehouse<String>()
depot.store("crates", in: 3)
depot.store("barrels", in: 1)
depot.store("sacks", in: 2)
print(depot)
print(depot.longestName() as Any)
print(depot.item(at: 2) as Any)
var yard = Warehouse<Double>()
yard.store(1.5, in: 10)
yard.store(2.25, in: 4)
print(yard.totalValue, yard.orderedKeys, yard)
print(type(of: yard), type(of: yard.item(at: 4)))
print([pantry, Pantry(stock: ["salt": 1])].grandTotal)
let empty = Warehouse<Int>()
print(empty.totalValue, empty.listing(), empty.item(at: 0) as Any)

// expect: ["beans: 5", "oats: 2", "rice: 3"]
// expect: 10 Optional(2) nil
// expect: Array<String>
// expect: Warehouse(1: barrels | 2: sacks | 3: crates)
// expect: Optional("barrels")
// expect: Optional("sacks")
// expect: 3.75 [4, 10] Warehouse(4: 2.25 | 10: 1.5)
// expect: Warehouse<Double> Optional<Double>
// expect: 11
// expect: 0 [] nil

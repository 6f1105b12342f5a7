// App code style: warehouse inventory with restock rules and reports
struct Item: Hashable, Comparable, CustomStringConvertible {
    let sku: String
    let name: String
    let unitPrice: Double

    static func < (lhs: Item, rhs: Item) -> Bool { lhs.sku < rhs.sku }
    var description: String { "\(name)[\(sku)]" }
}

class Inventory {
    private var stock: [Item: Int] = [:]
    var lowStockThreshold = 3
    var log: [String] = []

    func add(_ item: Item, quantity: Int) {
        stock[item, default: 0] += quantity
        log.append("+\(quantity) \(item.sku)")
    }

    @discardableResult
    func remove(_ item: Item, quantity: Int) -> Bool {
        guard let have = stock[item], have >= quantity else {
            log.append("!\(quantity) \(item.sku)")
            return false
        }
        stock[item] = have - quantity
        log.append("-\(quantity) \(item.sku)")
        return true
    }

    var lowStock: [Item] { stock.filter { $0.value < lowStockThreshold }.keys.sorted() }
    var totalValue: Double { stock.sorted { $0.key < $1.key }.reduce(0) { $0 + $1.key.unitPrice * Double($1.value) } }

    func report() -> [String] {
        stock.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    }
}

let bolt = Item(sku: "B-100", name: "Bolt", unitPrice: 0.25)
let nut = Item(sku: "N-200", name: "Nut", unitPrice: 0.1)
let gear = Item(sku: "G-050", name: "Gear", unitPrice: 12.5)

let inv = Inventory()
inv.add(bolt, quantity: 40)
inv.add(nut, quantity: 10)
inv.add(gear, quantity: 4)
inv.remove(gear, quantity: 2)
inv.remove(nut, quantity: 15)
inv.remove(nut, quantity: 8)
let ok = inv.remove(bolt, quantity: 40)
print("bolt removal ok: \(ok)")
inv.report().forEach { print($0) }
print("low stock: \(inv.lowStock)")
for item in inv.lowStock { inv.add(item, quantity: 10) }
print("value: \(inv.totalValue)")
print("log: \(inv.log.joined(separator: ", "))")
// expect: bolt removal ok: true
// expect: Bolt[B-100]: 0
// expect: Gear[G-050]: 2
// expect: Nut[N-200]: 2
// expect: low stock: [Bolt[B-100], Gear[G-050], Nut[N-200]]
// expect: value: 153.7
// expect: log: +40 B-100, +10 N-200, +4 G-050, -2 G-050, !15 N-200, -8 N-200, -40 B-100, +10 B-100, +10 G-050, +10 N-200

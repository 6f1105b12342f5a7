// inventory-system
// expected output: swiftc 6.3.1 (Linux), run on this machine

struct Item: Hashable, Comparable, CustomStringConvertible {
    let sku: String
    let name: String
    let priceCents: Int
    static func < (a: Item, b: Item) -> Bool { a.sku < b.sku }
    var description: String { "\(name) [\(sku)] \(Money(cents: priceCents))" }
}

struct Money: CustomStringConvertible {
    let cents: Int
    var description: String {
        let sign = cents < 0 ? "-" : ""
        let c = abs(cents)
        let frac = c % 100
        return "\(sign)$\(c / 100).\(frac < 10 ? "0" : "")\(frac)"
    }
}

struct Inventory {
    private var stock: [Item: Int] = [:]
    private(set) var log: [String] = []

    mutating func receive(_ item: Item, qty: Int) {
        stock[item, default: 0] += qty
        log.append("recv \(item.sku) x\(qty)")
    }

    @discardableResult
    mutating func sell(_ sku: String, qty: Int) -> Bool {
        guard let item = stock.keys.first(where: { $0.sku == sku }), let have = stock[item], have >= qty else {
            log.append("FAIL \(sku) x\(qty)")
            return false
        }
        stock[item] = have - qty == 0 ? nil : have - qty
        log.append("sold \(sku) x\(qty)")
        return true
    }

    var totalValue: Money { Money(cents: stock.reduce(0) { $0 + $1.key.priceCents * $1.value }) }
    func lowStock(below n: Int) -> [Item] { stock.filter { $0.value < n }.keys.sorted() }
    func report() -> [String] { stock.keys.sorted().map { "\($0) qty=\(stock[$0]!)" } }
}

let pen = Item(sku: "P-01", name: "Pen", priceCents: 149)
let pad = Item(sku: "N-07", name: "Notepad", priceCents: 399)
let ink = Item(sku: "I-30", name: "Ink", priceCents: 1250)

var inv = Inventory()
inv.receive(pen, qty: 40)
inv.receive(pad, qty: 10)
inv.receive(ink, qty: 3)
inv.receive(pen, qty: 5)
print(inv.report().joined(separator: "\n"))
print("value:", inv.totalValue)
print(inv.sell("P-01", qty: 44), inv.sell("I-30", qty: 4), inv.sell("X-99", qty: 1))
inv.sell("I-30", qty: 3)
print(inv.report())
print("low:", inv.lowStock(below: 5).map(\.name))
print("value:", inv.totalValue)
print(inv.log)
print(Money(cents: 5), Money(cents: -1999), Money(cents: 100000))
let priceList = [pen, pad, ink].sorted { $0.priceCents > $1.priceCents }.map { "\($0.name): \(Money(cents: $0.priceCents))" }
print(priceList)

// expect: Ink [I-30] $12.50 qty=3
// expect: Notepad [N-07] $3.99 qty=10
// expect: Pen [P-01] $1.49 qty=45
// expect: value: $144.45
// expect: true false false
// expect: ["Notepad [N-07] $3.99 qty=10", "Pen [P-01] $1.49 qty=1"]
// expect: low: ["Pen"]
// expect: value: $41.39
// expect: ["recv P-01 x40", "recv N-07 x10", "recv I-30 x3", "recv P-01 x5", "sold P-01 x44", "FAIL I-30 x4", "FAIL X-99 x1", "sold I-30 x3"]
// expect: $0.05 -$19.99 $1000.00
// expect: ["Ink: $12.50", "Notepad: $3.99", "Pen: $1.49"]

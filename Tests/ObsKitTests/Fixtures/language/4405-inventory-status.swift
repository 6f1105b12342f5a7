// App code style: inventory items with CustomStringConvertible rendered in status lines

enum StockLevel: CustomStringConvertible {
    case out
    case low(Int)
    case ok(Int)

    init(_ n: Int) {
        if n <= 0 { self = .out } else if n < 5 { self = .low(n) } else { self = .ok(n) }
    }

    var description: String {
        switch self {
        case .out: return "OUT OF STOCK"
        case .low(let n): return "low (\(n) left)"
        case .ok(let n): return "\(n) in stock"
        }
    }
}

struct SKU: CustomStringConvertible, Hashable {
    let code: String
    var description: String { "SKU-" + code }
}

struct Item: CustomStringConvertible {
    let sku: SKU
    let name: String
    var quantity: Int
    var level: StockLevel { StockLevel(quantity) }
    var description: String { "\(name) [\(sku)]: \(level)" }
}

var items = [
    Item(sku: SKU(code: "001"), name: "Widget", quantity: 12),
    Item(sku: SKU(code: "002"), name: "Gadget", quantity: 3),
    Item(sku: SKU(code: "003"), name: "Doohickey", quantity: 0),
]

func report(_ title: String) {
    print("== \(title) ==")
    for item in items {
        print(item)
    }
}

report("initial")
items[1].quantity -= 3
items[2].quantity += 7
report("after update")

print(items.map { $0.sku })
print(items.map(\.level))
print("first:", items[0])
print(String(describing: items[0].sku), String(reflecting: items[0].sku))

var counts: [String: Int] = [:]
for item in items {
    let key: String
    switch item.level {
    case .out: key = "out"
    case .low: key = "low"
    case .ok: key = "ok"
    }
    counts[key, default: 0] += 1
}
for k in counts.keys.sorted() {
    print("\(k): \(counts[k]!)")
}

let lookup = [items[0].sku: items[0].quantity]
print(lookup)
let missing: Item? = items.first { $0.name == "Sprocket" }
print("Sprocket:", missing as Any)
let found = items.first { $0.quantity == 7 }
print("qty 7:", found.map { "\($0)" } ?? "none")
print("total units:", items.reduce(0) { $0 + $1.quantity })

// expect: == initial ==
// expect: Widget [SKU-001]: 12 in stock
// expect: Gadget [SKU-002]: low (3 left)
// expect: Doohickey [SKU-003]: OUT OF STOCK
// expect: == after update ==
// expect: Widget [SKU-001]: 12 in stock
// expect: Gadget [SKU-002]: OUT OF STOCK
// expect: Doohickey [SKU-003]: 7 in stock
// expect: [SKU-001, SKU-002, SKU-003]
// expect: [12 in stock, OUT OF STOCK, 7 in stock]
// expect: first: Widget [SKU-001]: 12 in stock
// expect: SKU-001 SKU-001
// expect: ok: 2
// expect: out: 1
// expect: [SKU-001: 12]
// expect: Sprocket: nil
// expect: qty 7: Doohickey [SKU-003]: 7 in stock
// expect: total units: 19

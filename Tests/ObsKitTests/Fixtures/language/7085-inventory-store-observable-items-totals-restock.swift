// Blog style (inventory): store with observable items, totals, and restock reports
import Observation

@Observable
final class Item: CustomStringConvertible {
    let sku: String
    var qty: Int
    var price: Int
    init(_ sku: String, qty: Int, price: Int) { self.sku = sku; self.qty = qty; self.price = price }
    var description: String { "\(sku)x\(qty)" }
}

@Observable
final class Inventory {
    var items: [Item]
    init(items: [Item]) { self.items = items }
    var value: Int { items.reduce(0) { $0 + $1.qty * $1.price } }
    var lowStock: [Item] { items.filter { $0.qty < 3 } }
}

let inv = Inventory(items: [Item("A1", qty: 5, price: 2), Item("B2", qty: 1, price: 10), Item("C3", qty: 2, price: 7)])
print("value \(inv.value), low \(inv.lowStock)")

withObservationTracking {
    _ = inv.value
} onChange: {
    print("inventory value invalidated")
}
inv.items[0].price = 3
print("value \(inv.value)")

for item in inv.lowStock {
    withObservationTracking { _ = item.qty } onChange: {
        print("restocking \(item.sku) from \(item.qty)")
    }
    item.qty += 10
}
print(inv.items, "low now \(inv.lowStock.count)")
// expect: value 34, low [B2x1, C3x2]
// expect: inventory value invalidated
// expect: value 39
// expect: restocking B2 from 1
// expect: restocking C3 from 2
// expect: [A1x5, B2x11, C3x12] low now 0

// inventory-restock
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol StockObserver: AnyObject {
    func stockDidChange(sku: String, from old: Int, to new: Int)
}
struct StockItem {
    let sku: String
    let name: String
    var quantity: Int
    let reorderLevel: Int
    let reorderAmount: Int
    var needsReorder: Bool { quantity <= reorderLevel }
}
final class Warehouse {
    private var items: [String: StockItem] = [:]
    private var observers: [StockObserver] = []
    private(set) var purchaseOrders: [(sku: String, amount: Int)] = []
    func addObserver(_ o: StockObserver) { observers.append(o) }
    func register(_ item: StockItem) { items[item.sku] = item }
    @discardableResult
    func ship(_ sku: String, quantity: Int) -> Bool {
        guard var item = items[sku], item.quantity >= quantity else { return false }
        let old = item.quantity
        item.quantity -= quantity
        items[sku] = item
        observers.forEach { $0.stockDidChange(sku: sku, from: old, to: item.quantity) }
        if item.needsReorder && !purchaseOrders.contains(where: { $0.sku == sku }) {
            purchaseOrders.append((sku, item.reorderAmount))
        }
        return true
    }
    func receiveAll() {
        for order in purchaseOrders {
            guard let old = items[order.sku]?.quantity else { continue }
            items[order.sku]?.quantity += order.amount
            observers.forEach { $0.stockDidChange(sku: order.sku, from: old, to: old + order.amount) }
        }
        purchaseOrders.removeAll()
    }
    var lowStock: [String] {
        items.values.filter(\.needsReorder).map(\.name).sorted()
    }
    var valueReport: String {
        items.keys.sorted().map { "\($0)=\(items[$0]!.quantity)" }.joined(separator: ", ")
    }
}
final class AuditLog: StockObserver {
    private(set) var entries: [String] = []
    func stockDidChange(sku: String, from old: Int, to new: Int) {
        let arrow = new > old ? "↑" : "↓"
        entries.append("\(sku) \(old)\(arrow)\(new)")
    }
}
final class LowStockAlert: StockObserver {
    let threshold: Int
    init(threshold: Int) { self.threshold = threshold }
    func stockDidChange(sku: String, from old: Int, to new: Int) {
        if old > threshold && new <= threshold { print("ALERT: \(sku) dropped to \(new)") }
    }
}
let w = Warehouse()
let log = AuditLog()
w.addObserver(log)
w.addObserver(LowStockAlert(threshold: 3))
w.register(StockItem(sku: "BOLT", name: "Bolts", quantity: 40, reorderLevel: 10, reorderAmount: 100))
w.register(StockItem(sku: "NUT", name: "Nuts", quantity: 8, reorderLevel: 5, reorderAmount: 50))
w.register(StockItem(sku: "GEAR", name: "Gears", quantity: 4, reorderLevel: 1, reorderAmount: 5))
print(w.ship("BOLT", quantity: 25), w.ship("NUT", quantity: 6), w.ship("GEAR", quantity: 9))
w.ship("BOLT", quantity: 10)
w.ship("GEAR", quantity: 2)
print("low:", w.lowStock)
print("orders:", w.purchaseOrders.map { "\($0.sku)+\($0.amount)" })
w.receiveAll()
print(w.valueReport)
print(log.entries.joined(separator: " | "))
// expect: ALERT: NUT dropped to 2
// expect: true true false
// expect: ALERT: GEAR dropped to 2
// expect: low: ["Bolts", "Nuts"]
// expect: orders: ["NUT+50", "BOLT+100"]
// expect: BOLT=105, GEAR=2, NUT=52
// expect: BOLT 40↓15 | NUT 8↓2 | BOLT 15↓5 | GEAR 4↓2 | NUT 2↑52 | BOLT 5↑105

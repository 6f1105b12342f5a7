// App code style: inventory service with typed throwing errors, Result, and restock suggestions
enum InventoryError: Error, Equatable, CustomStringConvertible {
    case unknownSKU(String)
    case insufficientStock(sku: String, requested: Int, available: Int)
    case invalidQuantity(Int)

    var description: String {
        switch self {
        case .unknownSKU(let sku): return "Unknown SKU \(sku)"
        case let .insufficientStock(sku, requested, available):
            return "Only \(available) of \(sku) left (wanted \(requested))"
        case .invalidQuantity(let q): return "Invalid quantity \(q)"
        }
    }
}

struct StockItem {
    let sku: String
    var onHand: Int
    let reorderPoint: Int
    let reorderBatch: Int
}

final class Inventory {
    private var items: [String: StockItem] = [:]
    private(set) var movements: [String] = []

    func register(_ item: StockItem) { items[item.sku] = item }

    func reserve(_ sku: String, quantity: Int) throws -> Int {
        guard quantity > 0 else { throw InventoryError.invalidQuantity(quantity) }
        guard var item = items[sku] else { throw InventoryError.unknownSKU(sku) }
        guard item.onHand >= quantity else {
            throw InventoryError.insufficientStock(sku: sku, requested: quantity, available: item.onHand)
        }
        item.onHand -= quantity
        items[sku] = item
        movements.append("-\(quantity) \(sku)")
        return item.onHand
    }

    func reserveAll(_ order: [(String, Int)]) -> Result<[String: Int], InventoryError> {
        let snapshot = items
        let logCount = movements.count
        var remaining: [String: Int] = [:]
        do {
            for (sku, qty) in order {
                remaining[sku] = try reserve(sku, quantity: qty)
            }
            return .success(remaining)
        } catch let error as InventoryError {
            items = snapshot
            movements.removeLast(movements.count - logCount)
            return .failure(error)
        } catch {
            fatalError("unexpected \(error)")
        }
    }

    func restockPlan() -> [(sku: String, amount: Int)] {
        items.values
            .filter { $0.onHand <= $0.reorderPoint }
            .sorted { $0.sku < $1.sku }
            .map { item in
                var amount = item.reorderBatch
                while item.onHand + amount <= item.reorderPoint { amount += item.reorderBatch }
                return (item.sku, amount)
            }
    }

    func level(_ sku: String) -> Int? { items[sku]?.onHand }
}

let inventory = Inventory()
inventory.register(StockItem(sku: "MUG", onHand: 12, reorderPoint: 5, reorderBatch: 10))
inventory.register(StockItem(sku: "TEE", onHand: 4, reorderPoint: 6, reorderBatch: 4))
inventory.register(StockItem(sku: "CAP", onHand: 30, reorderPoint: 10, reorderBatch: 20))

let attempts: [(String, Int)] = [("MUG", 3), ("TEE", 5), ("HAT", 1), ("CAP", 0), ("CAP", 22)]
for (sku, qty) in attempts {
    do {
        let left = try inventory.reserve(sku, quantity: qty)
        print("Reserved \(qty) \(sku), \(left) left")
    } catch {
        print("Error: \(error)")
    }
}

let orders: [[(String, Int)]] = [
    [("MUG", 2), ("TEE", 1)],
    [("MUG", 1), ("CAP", 9), ("TEE", 7)],
    [("CAP", 8)],
]
for (i, order) in orders.enumerated() {
    switch inventory.reserveAll(order) {
    case .success(let remaining):
        let text = remaining.keys.sorted().map { "\($0)=\(remaining[$0]!)" }.joined(separator: ", ")
        print("Order \(i + 1) ok: \(text)")
    case .failure(let error):
        print("Order \(i + 1) rolled back: \(error)")
    }
}
print("Levels: MUG \(inventory.level("MUG")!), TEE \(inventory.level("TEE")!), CAP \(inventory.level("CAP")!)")
print("Movements: \(inventory.movements.joined(separator: " "))")
for plan in inventory.restockPlan() {
    print("Restock \(plan.sku): +\(plan.amount)")
}
let check = Result { try inventory.reserve("TEE", quantity: 99) }
if case .failure(let e) = check { print("Result capture: \(e)") }
print("Same error? \((try? inventory.reserve("X", quantity: 1)) == nil)")

// expect: Reserved 3 MUG, 9 left
// expect: Error: Only 4 of TEE left (wanted 5)
// expect: Error: Unknown SKU HAT
// expect: Error: Invalid quantity 0
// expect: Reserved 22 CAP, 8 left
// expect: Order 1 ok: MUG=7, TEE=3
// expect: Order 2 rolled back: Only 8 of CAP left (wanted 9)
// expect: Order 3 ok: CAP=0
// expect: Levels: MUG 7, TEE 3, CAP 0
// expect: Movements: -3 MUG -22 CAP -2 MUG -1 TEE -8 CAP
// expect: Restock CAP: +20
// expect: Restock TEE: +4
// expect: Result capture: Only 3 of TEE left (wanted 99)
// expect: Same error? true

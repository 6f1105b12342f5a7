// Bootcamp exercise style (inventory): a store inventory class using dictionaries, throwing restock/sell methods and a low-stock report
enum InventoryError: Error, CustomStringConvertible {
    case unknownProduct(String)
    case notEnoughStock(product: String, available: Int)
    case invalidQuantity

    var description: String {
        switch self {
        case .unknownProduct(let name): return "no product named \(name)"
        case let .notEnoughStock(product, available): return "only \(available) \(product) left"
        case .invalidQuantity: return "quantity must be positive"
        }
    }
}

final class Inventory {
    private var stock: [String: Int] = [:]
    private(set) var log: [String] = []
    let lowThreshold: Int

    init(lowThreshold: Int = 3, initial: [String: Int] = [:]) {
        self.lowThreshold = lowThreshold
        stock = initial
    }

    func restock(_ product: String, by quantity: Int) throws {
        guard quantity > 0 else { throw InventoryError.invalidQuantity }
        stock[product, default: 0] += quantity
        log.append("+\(quantity) \(product)")
    }

    func sell(_ product: String, quantity: Int = 1) throws -> Int {
        guard quantity > 0 else { throw InventoryError.invalidQuantity }
        guard let available = stock[product] else { throw InventoryError.unknownProduct(product) }
        guard available >= quantity else {
            throw InventoryError.notEnoughStock(product: product, available: available)
        }
        stock[product] = available - quantity
        log.append("-\(quantity) \(product)")
        return available - quantity
    }

    var lowStock: [String] { stock.filter { $0.value <= lowThreshold }.keys.sorted() }
    subscript(product: String) -> Int { stock[product] ?? 0 }
}

let shop = Inventory(initial: ["apples": 10, "pears": 4, "plums": 1])
let actions: [(String, Int, Bool)] = [("apples", 3, false), ("pears", 5, false), ("kiwis", 1, false), ("plums", 6, true), ("pears", 0, true), ("apples", 7, false)]
for (product, qty, isRestock) in actions {
    do {
        if isRestock {
            try shop.restock(product, by: qty)
            print("Restocked \(product): now \(shop[product])")
        } else {
            let left = try shop.sell(product, quantity: qty)
            print("Sold \(qty) \(product), \(left) left")
        }
    } catch let error as InventoryError {
        print("Error: \(error)")
    } catch {
        print("Unknown error")
    }
}
print("Low stock: \(shop.lowStock)")
print(shop.log)
print((try? shop.sell("plums", quantity: 2)) ?? -1, shop["plums"])

// expect: Sold 3 apples, 7 left
// expect: Error: only 4 pears left
// expect: Error: no product named kiwis
// expect: Restocked plums: now 7
// expect: Error: quantity must be positive
// expect: Sold 7 apples, 0 left
// expect: Low stock: ["apples"]
// expect: ["-3 apples", "+6 plums", "-7 apples"]
// expect: 5 5

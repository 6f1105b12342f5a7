// App code style: actor-isolated order service with async let fan-out, Task.value handles and nonisolated members
enum OrderError: Error, CustomStringConvertible {
    case outOfStock(String)
    case paymentDeclined(Int)
    var description: String {
        switch self {
        case .outOfStock(let sku): return "out of stock: \(sku)"
        case .paymentDeclined(let cents): return "payment declined for \(cents)c"
        }
    }
}

actor Inventory {
    private var stock: [String: Int]
    init(_ stock: [String: Int]) { self.stock = stock }

    func reserve(_ sku: String, quantity: Int) throws -> Int {
        let available = stock[sku, default: 0]
        guard available >= quantity else { throw OrderError.outOfStock(sku) }
        stock[sku] = available - quantity
        return available - quantity
    }

    func release(_ sku: String, quantity: Int) {
        stock[sku, default: 0] += quantity
    }

    var snapshot: String {
        stock.keys.sorted().map { "\($0)=\(stock[$0]!)" }.joined(separator: " ")
    }
}

actor PaymentGateway {
    private(set) var charges: [Int] = []
    let limit: Int
    init(limit: Int) { self.limit = limit }

    func charge(_ cents: Int) throws -> String {
        guard cents <= limit else { throw OrderError.paymentDeclined(cents) }
        charges.append(cents)
        return "ch_\(charges.count)"
    }

    nonisolated var displayName: String { "Gateway(limit: \(limit))" }
}

struct PriceService {
    let prices: [String: Int]
    func price(of sku: String) async -> Int {
        await Task.yield()
        return prices[sku] ?? 0
    }
}

struct OrderService {
    let inventory: Inventory
    let payments: PaymentGateway
    let pricing: PriceService

    func place(_ items: [(String, Int)]) async throws -> String {
        async let priced = items.asyncMap { sku, qty in await pricing.price(of: sku) * qty }
        var reserved: [(String, Int)] = []
        do {
            for (sku, qty) in items {
                _ = try await inventory.reserve(sku, quantity: qty)
                reserved.append((sku, qty))
            }
            let total = await priced.reduce(0, +)
            let charge = try await payments.charge(total)
            return "\(charge) total \(total)c"
        } catch {
            for (sku, qty) in reserved { await inventory.release(sku, quantity: qty) }
            throw error
        }
    }
}

extension Array {
    func asyncMap<T>(_ transform: (Element) async -> T) async -> [T] {
        var result: [T] = []
        for element in self { result.append(await transform(element)) }
        return result
    }
}

let inventory = Inventory(["mug": 5, "tee": 2, "cap": 0])
let gateway = PaymentGateway(limit: 60_00)
let service = OrderService(inventory: inventory, payments: gateway, pricing: PriceService(prices: ["mug": 12_00, "tee": 25_00, "cap": 15_00]))
print(gateway.displayName)

let orders: [[(String, Int)]] = [
    [("mug", 2)],
    [("tee", 1), ("cap", 1)],
    [("tee", 2), ("mug", 1)],
    [("mug", 3), ("tee", 1)],
]
for (index, order) in orders.enumerated() {
    do {
        let receipt = try await service.place(order)
        print("order \(index + 1): \(receipt)")
    } catch {
        print("order \(index + 1) failed: \(error)")
    }
    print("  stock: \(await inventory.snapshot)")
}

let handles = (1...3).map { n in
    Task { () -> Int in
        let left = (try? await inventory.reserve("mug", quantity: 1)) ?? -1
        return left
    }
}
var remaining: [Int] = []
for handle in handles { remaining.append(await handle.value) }
print("mug reservations left counts (sorted):", remaining.sorted())
print("charges:", await gateway.charges)

let failing = Task { try await service.place([("cap", 1)]) }
switch await failing.result {
case .success(let receipt): print("unexpected", receipt)
case .failure(let error): print("task failed:", error)
}
print("final stock:", await inventory.snapshot)

// expect: Gateway(limit: 6000)
// expect: order 1: ch_1 total 2400c
// expect:   stock: cap=0 mug=3 tee=2
// expect: order 2 failed: out of stock: cap
// expect:   stock: cap=0 mug=3 tee=2
// expect: order 3 failed: payment declined for 6200c
// expect:   stock: cap=0 mug=3 tee=2
// expect: order 4 failed: payment declined for 6100c
// expect:   stock: cap=0 mug=3 tee=2
// expect: mug reservations left counts (sorted): [0, 1, 2]
// expect: charges: [2400]
// expect: task failed: out of stock: cap
// expect: final stock: cap=0 mug=0 tee=2

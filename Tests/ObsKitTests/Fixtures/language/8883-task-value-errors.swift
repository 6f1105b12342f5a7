// Apple docs style (Task.value): errors travel from child work to whoever awaits it
enum OrderError: Error, CustomStringConvertible {
    case outOfStock(String)
    case paymentDeclined(amount: Int)
    case addressInvalid

    var description: String {
        switch self {
        case .outOfStock(let item): return "out of stock: \(item)"
        case .paymentDeclined(let amount): return "payment of \(amount) declined"
        case .addressInvalid: return "invalid address"
        }
    }
}

let stock = ["pen": 10, "ink": 0, "paper": 500]

func reserve(_ item: String) async throws -> Int {
    await Task.yield()
    guard let count = stock[item], count > 0 else { throw OrderError.outOfStock(item) }
    return count
}

func charge(_ amount: Int) async throws -> String {
    if amount > 100 { throw OrderError.paymentDeclined(amount: amount) }
    return "receipt-\(amount)"
}

func placeOrder(item: String, price: Int) async throws -> String {
    _ = try await reserve(item)
    return try await charge(price)
}

// try await task.value rethrows whatever the task threw.
let orders: [(String, Int)] = [("pen", 3), ("ink", 5), ("paper", 250), ("paper", 40)]
for (item, price) in orders {
    let task = Task { try await placeOrder(item: item, price: price) }
    do {
        print("\(item): \(try await task.value)")
    } catch let error as OrderError {
        print("\(item): \(error)")
    }
}

// Errors propagate through several layers of tasks.
let outer = Task { () throws -> String in
    let middle = Task { () throws -> String in
        let inner = Task { () throws -> String in throw OrderError.addressInvalid }
        return try await inner.value + " (never)"
    }
    return try await middle.value
}
do {
    _ = try await outer.value
} catch {
    print("outer task failed with:", error)
}

// async let: the error is thrown at the await, not at the declaration.
func checkout() async throws -> (Int, String) {
    async let reserved = reserve("pen")
    async let receipt = charge(500)
    let count = try await reserved
    print("reserved ok, \(count) in stock")
    return (count, try await receipt)
}
do {
    _ = try await checkout()
} catch {
    print("checkout failed:", error)
}

// Recovering with a fallback value.
func priceOrZero(_ item: String) async -> Int {
    (try? await Task { try await reserve(item) }.value) ?? 0
}
print("availability:", await priceOrZero("paper"), await priceOrZero("ink"), await priceOrZero("glue"))

// Catching inside the task turns it into a non-throwing Task<String, Never>.
let safe: Task<String, Never> = Task {
    do { return try await placeOrder(item: "ink", price: 1) } catch { return "fallback: \(error)" }
}
print(await safe.value)

// expect: pen: receipt-3
// expect: ink: out of stock: ink
// expect: paper: payment of 250 declined
// expect: paper: receipt-40
// expect: outer task failed with: invalid address
// expect: reserved ok, 10 in stock
// expect: checkout failed: payment of 500 declined
// expect: availability: 500 0 0
// expect: fallback: out of stock: ink

// Concurrency tutorial: an async let that is never awaited is cancelled and awaited when the scope exits
actor Log {
    private(set) var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
}

enum CheckoutError: Error {
    case cartEmpty
}

let log = Log()

func loadRecommendations() async -> [String] {
    do {
        try await Task.sleep(for: .milliseconds(150))
        await log.add("recommendations loaded")
        return ["socks", "hat"]
    } catch {
        await log.add("recommendations cancelled")
        return []
    }
}

func checkout(cart: [String]) async throws -> String {
    async let recommendations = loadRecommendations()
    guard !cart.isEmpty else {
        // Leaving the scope cancels the child task and waits for it to finish.
        throw CheckoutError.cartEmpty
    }
    let extras = await recommendations
    return "bought \(cart.count) item(s), suggested \(extras.count)"
}

do {
    _ = try await checkout(cart: [])
} catch {
    print("checkout failed: \(error)")
}
print("log after failed checkout: \(await log.lines)")

// The same child when the function does await it.
func quickCheckout() async -> String {
    async let count = Task { 3 }.value
    return "quick checkout with \(await count) items"
}
print(await quickCheckout())
print("log lines: \(await log.lines.count)")
// expect: checkout failed: cartEmpty
// expect: log after failed checkout: ["recommendations cancelled"]
// expect: quick checkout with 3 items
// expect: log lines: 1

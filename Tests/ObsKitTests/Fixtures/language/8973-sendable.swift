// Swift Evolution style (SE-0302 Sendable and @Sendable closures): passing data across tasks
// Value types made of Sendable parts are Sendable
struct Order: Sendable {
    let id: Int
    let items: [String]
    let total: Double
}

// Final classes with only immutable Sendable state may conform too
final class PriceList: Sendable {
    let prices: [String: Double]
    init(_ prices: [String: Double]) { self.prices = prices }
    func price(of item: String) -> Double { prices[item] ?? 0 }
}

enum Status: Sendable { case pending, shipped(trackingID: String) }

let prices = PriceList(["tea": 3.5, "cake": 4.25, "jam": 2.0])

// @Sendable closures may only capture Sendable values
func makePricer(_ list: PriceList, discount: Double) -> @Sendable ([String]) -> Double {
    { items in
        items.reduce(0) { $0 + list.price(of: $1) } * (1 - discount)
    }
}

let regular = makePricer(prices, discount: 0)
let member = makePricer(prices, discount: 0.2)

// Tasks take @Sendable closures; we await them in order for stable output
let orders = [["tea", "cake"], ["jam", "jam", "tea"], ["cake"]]
var tasks: [Task<Order, Never>] = []
for (i, items) in orders.enumerated() {
    tasks.append(Task {
        Order(id: i + 1, items: items, total: regular(items))
    })
}
for task in tasks {
    let order = await task.value
    print("order \(order.id): \(order.items.joined(separator: "+")) = \(order.total)")
}
print("member price for cake:", member(["cake"]))

// Generic code can require Sendable
func runDetached<T: Sendable>(_ value: T, _ work: @escaping @Sendable (T) -> String) async -> String {
    await Task.detached { work(value) }.value
}
let status = Status.shipped(trackingID: "ZX-9")
print(await runDetached(status) { s in
    switch s {
    case .pending: return "still pending"
    case .shipped(let id): return "shipped with \(id)"
    }
})

// Actors are implicitly Sendable and protect mutable state
actor Inbox {
    private var messages: [String] = []
    func post(_ m: String) { messages.append(m) }
    func sortedMessages() -> [String] { messages.sorted() }
}
let inbox = Inbox()
await withTaskGroup(of: Void.self) { group in
    for word in ["delta", "alpha", "charlie", "bravo"] {
        group.addTask { await inbox.post(word) }
    }
}
print(await inbox.sortedMessages())

// @unchecked Sendable is the escape hatch when you guarantee safety yourself
final class Box: @unchecked Sendable {
    let value: Int
    init(_ value: Int) { self.value = value }
}
let boxed = Box(41)
print(await Task { boxed.value + 1 }.value)

// expect: order 1: tea+cake = 7.75
// expect: order 2: jam+jam+tea = 7.5
// expect: order 3: cake = 4.25
// expect: member price for cake: 3.4000000000000004
// expect: shipped with ZX-9
// expect: ["alpha", "bravo", "charlie", "delta"]
// expect: 42

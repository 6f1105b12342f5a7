// SwiftLee / Donny Wals style structured concurrency: actor with isolated state, async functions, withTaskGroup collecting results into a dictionary read back in id order, async let, Sendable structs, Task.sleep-free
struct Order: Sendable {
    let id: Int
    let items: [String]
    let cents: Int
}

actor InventoryStore {
    private var stock: [String: Int]
    private var log: [String] = []

    init(stock: [String: Int]) { self.stock = stock }

    func reserve(_ order: Order) -> Bool {
        let needed = order.items.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        guard needed.allSatisfy({ stock[$0.key, default: 0] >= $0.value }) else {
            log.append("order \(order.id) rejected")
            return false
        }
        for (item, n) in needed { stock[item]! -= n }
        log.append("order \(order.id) reserved")
        return true
    }

    func remaining() -> [(String, Int)] { stock.sorted { $0.key < $1.key } }
    var entries: Int { log.count }
}

actor Counter {
    private(set) var value = 0
    func increment(by n: Int = 1) { value += n }
}

func priceWithTax(_ order: Order) async -> Int {
    await Task.yield()
    return order.cents + order.cents * 8 / 100
}

func fibonacci(_ n: Int) async -> Int {
    n < 2 ? n : await withTaskGroup(of: Int.self) { group in
        group.addTask { await fibonacci(n - 1) }
        group.addTask { await fibonacci(n - 2) }
        return await group.reduce(0, +)
    }
}

let orders = (1...8).map { i in
    Order(id: i, items: Array(["apple", "pear", "plum"].prefix(i % 3 + 1)), cents: 500 * i)
}
let store = InventoryStore(stock: ["apple": 6, "pear": 3, "plum": 2])

let totals = await withTaskGroup(of: (Int, Int).self) { group in
    for order in orders {
        group.addTask { (order.id, await priceWithTax(order)) }
    }
    var collected: [Int: Int] = [:]
    for await (id, total) in group { collected[id] = total }
    return collected
}

var accepted = 0
for order in orders {
    let ok = await store.reserve(order)
    if ok { accepted += 1 }
    print("order \(order.id): \(order.items.joined(separator: "+")), total with tax \(totals[order.id]!), \(ok ? "reserved" : "rejected")")
}
let remaining = await store.remaining()
print("accepted \(accepted) of \(orders.count), log entries \(await store.entries)")
print("remaining stock: " + remaining.map { "\($0.0)=\($0.1)" }.joined(separator: ", "))

let counter = Counter()
await withTaskGroup(of: Void.self) { group in
    for i in 1...100 { group.addTask { await counter.increment(by: i) } }
}
print("counter: \(await counter.value)")

async let a = fibonacci(10)
async let b = priceWithTax(Order(id: 0, items: [], cents: 1000))
let (fib, taxed) = await (a, b)
print("fib(10) = \(fib), taxed 1000 = \(taxed)")
// expect: order 1: apple+pear, total with tax 540, reserved
// expect: order 2: apple+pear+plum, total with tax 1080, reserved
// expect: order 3: apple, total with tax 1620, reserved
// expect: order 4: apple+pear, total with tax 2160, reserved
// expect: order 5: apple+pear+plum, total with tax 2700, rejected
// expect: order 6: apple, total with tax 3240, reserved
// expect: order 7: apple+pear, total with tax 3780, rejected
// expect: order 8: apple+pear+plum, total with tax 4320, rejected
// expect: accepted 5 of 8, log entries 8
// expect: remaining stock: apple=1, pear=0, plum=1
// expect: counter: 5050
// expect: fib(10) = 55, taxed 1000 = 1080

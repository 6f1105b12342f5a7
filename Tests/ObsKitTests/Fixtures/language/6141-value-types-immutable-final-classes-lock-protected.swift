// Kodeco style (Sendable types): value types, immutable final classes and a lock-protected @unchecked Sendable class crossing task boundaries
import Foundation

struct Order: Sendable {
    let id: Int
    var items: [String]
    var total: Double { Double(items.count) * 2.5 }
}

final class Customer: Sendable {
    let name: String
    let tier: Int
    init(name: String, tier: Int) { self.name = name; self.tier = tier }
}

final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    func add(_ key: String) {
        lock.lock(); defer { lock.unlock() }
        counts[key, default: 0] += 1
    }
    func snapshot() -> [(String, Int)] {
        lock.lock(); defer { lock.unlock() }
        return counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}

enum Status: Sendable { case pending, shipped(Int) }

func runDetached<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await Task.detached(operation: work).value
}

let order = Order(id: 7, items: ["pen", "ink"])
let customer = Customer(name: "Dana", tier: 2)
let tally = Tally()

let summary = await runDetached {
    "\(customer.name) (tier \(customer.tier)) ordered \(order.items.joined(separator: "+")) for \(order.total)"
}
print(summary)

var copy = order
copy.items.append("paper")
let sizes = await runDetached { (order.items.count, copy.items.count) }
print(sizes)

await withTaskGroup(of: Void.self) { group in
    for word in ["red", "blue", "red", "green", "red", "blue"] {
        group.addTask { tally.add(word) }
    }
}
for (key, count) in tally.snapshot() { print(key, count) }

let status = await runDetached { Status.shipped(order.id) }
if case .shipped(let id) = status { print("shipped order", id) }

// expect: Dana (tier 2) ordered pen+ink for 5.0
// expect: (2, 3)
// expect: blue 2
// expect: green 1
// expect: red 3
// expect: shipped order 7

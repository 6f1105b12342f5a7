// Stack Overflow style (reduce(into:) with typed accumulators): grouping, counting and empty-literal inference
struct Order {
    let customer: String
    let amount: Int
}

let orders = [
    Order(customer: "ann", amount: 30),
    Order(customer: "bob", amount: 12),
    Order(customer: "ann", amount: 5),
    Order(customer: "cy", amount: 40),
    Order(customer: "bob", amount: 8),
]

let totals = orders.reduce(into: [String: Int]()) { acc, o in
    acc[o.customer, default: 0] += o.amount
}
for key in totals.keys.sorted() {
    print(key, totals[key]!)
}

let byCustomer = orders.reduce(into: [:] as [String: [Int]]) { acc, o in
    acc[o.customer, default: []].append(o.amount)
}
print(byCustomer.keys.sorted().map { "\($0)=\(byCustomer[$0]!)" }.joined(separator: ";"))

let seen = orders.reduce(into: Set<String>()) { $0.insert($1.customer) }
print(seen.count, seen.contains("cy"), seen.sorted())

let running = orders.reduce(into: [Int]()) { acc, o in
    acc.append((acc.last ?? 0) + o.amount)
}
print(running)

let stats = orders.reduce(into: (min: Int.max, max: Int.min)) { acc, o in
    acc.min = Swift.min(acc.min, o.amount)
    acc.max = Swift.max(acc.max, o.amount)
}
print(stats.min, stats.max)

// expect: ann 35
// expect: bob 20
// expect: cy 40
// expect: ann=[30, 5];bob=[12, 8];cy=[40]
// expect: 3 true ["ann", "bob", "cy"]
// expect: [30, 42, 47, 87, 95]
// expect: 5 40

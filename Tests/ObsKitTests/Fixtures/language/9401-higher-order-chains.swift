// higher-order function chains: map, filter, reduce, compactMap, flatMap, zip, prefix(while:) (expected output from swiftc 6.3.1 on Linux)
struct Order {
    let id: Int
    let customer: String
    let items: [String]
    let total: Double
    let coupon: String?
}

let orders = [
    Order(id: 101, customer: "Kai", items: ["tea", "scone"], total: 8.5, coupon: nil),
    Order(id: 102, customer: "Lia", items: ["coffee"], total: 3.2, coupon: "WELCOME"),
    Order(id: 103, customer: "Kai", items: ["coffee", "bagel", "juice"], total: 12.75, coupon: "SPRING"),
    Order(id: 104, customer: "Mo", items: [], total: 0, coupon: nil),
    Order(id: 105, customer: "Lia", items: ["tea", "cake"], total: 9.0, coupon: "WELCOME"),
]

let revenue = orders.map(\.total).reduce(0, +)
print("Revenue: \(revenue)")

let nonEmpty = orders.filter { !$0.items.isEmpty }
print("Non-empty orders: \(nonEmpty.map(\.id))")

let coupons = orders.compactMap(\.coupon)
print("Coupons used: \(coupons), unique: \(Set(coupons).sorted())")

let allItems = orders.flatMap(\.items)
print("All items: \(allItems)")

let itemCounts = allItems.reduce(into: [:]) { counts, item in counts[item, default: 0] += 1 }
print("Popular: \(itemCounts.filter { $0.value > 1 }.keys.sorted())")

let perCustomer = Dictionary(orders.map { ($0.customer, $0.total) }, uniquingKeysWith: +)
for name in perCustomer.keys.sorted() {
    print("\(name) spent \(perCustomer[name]!)")
}

let ranked = zip(1..., orders.sorted { $0.total > $1.total })
    .map { "\($0). #\($1.id)" }
print(ranked.joined(separator: ", "))

let sortedTotals = orders.map(\.total).sorted()
print("Under 9: \(sortedTotals.prefix { $0 < 9 })")
print("From 9 up: \(Array(sortedTotals.drop { $0 < 9 }))")

let hasBig = orders.contains { $0.total > 12 }
let allPaid = orders.allSatisfy { $0.total >= 0 }
print("Any big: \(hasBig), all non-negative: \(allPaid)")

let firstCoffee = orders.first { $0.items.contains("coffee") }?.customer ?? "nobody"
print("First coffee buyer: \(firstCoffee)")

let evensSquared = (1...10).lazy.filter { $0 % 2 == 0 }.map { $0 * $0 }
print(Array(evensSquared), evensSquared.reduce(0, +))
let chunks = stride(from: 0, to: allItems.count, by: 3).map { Array(allItems[$0..<min($0 + 3, allItems.count)]) }
print(chunks)
// expect: Revenue: 33.45
// expect: Non-empty orders: [101, 102, 103, 105]
// expect: Coupons used: ["WELCOME", "SPRING", "WELCOME"], unique: ["SPRING", "WELCOME"]
// expect: All items: ["tea", "scone", "coffee", "coffee", "bagel", "juice", "tea", "cake"]
// expect: Popular: ["coffee", "tea"]
// expect: Kai spent 21.25
// expect: Lia spent 12.2
// expect: Mo spent 0.0
// expect: 1. #103, 2. #105, 3. #101, 4. #102, 5. #104
// expect: Under 9: [0.0, 3.2, 8.5]
// expect: From 9 up: [9.0, 12.75]
// expect: Any big: true, all non-negative: true
// expect: First coffee buyer: Lia
// expect: [4, 16, 36, 64, 100] 220
// expect: [["tea", "scone", "coffee"], ["coffee", "bagel", "juice"], ["tea", "cake"]]

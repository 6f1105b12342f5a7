// App code style: lazy sequences, first(where:), compactMap and flatMap on order data
struct Order {
    let id: Int
    let customer: String
    let lines: [String]
    let couponCode: String?
}

let orders = [
    Order(id: 101, customer: "kim", lines: ["apple", "pear"], couponCode: nil),
    Order(id: 102, customer: "lee", lines: ["milk"], couponCode: "SAVE10"),
    Order(id: 103, customer: "kim", lines: ["bread", "milk", "eggs"], couponCode: "FREESHIP"),
    Order(id: 104, customer: "ola", lines: [], couponCode: nil),
    Order(id: 105, customer: "lee", lines: ["apple"], couponCode: "SAVE10"),
]

let coupons = orders.compactMap(\.couponCode)
print(coupons)
print(Set(coupons).sorted())
let allLines = orders.flatMap { $0.lines }
print(allLines.count, allLines)
if let firstBig = orders.first(where: { $0.lines.count > 2 }) {
    print("first big order: \(firstBig.id)")
}
print(orders.firstIndex(where: { $0.lines.isEmpty }) ?? -1)
print(orders.last(where: { $0.customer == "kim" })?.id ?? 0)
print(orders.contains { $0.couponCode == "BOGUS" })
print(orders.allSatisfy { $0.id > 100 })

var evaluated: [Int] = []
let lazyIds = orders.lazy.filter { order in
    evaluated.append(order.id)
    return order.couponCode != nil
}.map { $0.id * 10 }
print("before use: \(evaluated)")
print(lazyIds.first ?? 0)
print("after first: \(evaluated)")
let numbers = ["1", "two", "3", "4x", "5"]
print(numbers.compactMap { Int($0) })
print(numbers.map { Int($0) })
let nested = [[1, 2], [], [3], [4, 5, 6]]
print(nested.flatMap { $0 }, nested.joined().reduce(0, +))
let squares = (1...).lazy.map { $0 * $0 }.filter { $0 % 3 == 1 }.prefix(5)
print(Array(squares))
// expect: ["SAVE10", "FREESHIP", "SAVE10"]
// expect: ["FREESHIP", "SAVE10"]
// expect: 7 ["apple", "pear", "milk", "bread", "milk", "eggs", "apple"]
// expect: first big order: 103
// expect: 3
// expect: 103
// expect: false
// expect: true
// expect: before use: []
// expect: 1020
// expect: after first: [101, 102]
// expect: [1, 3, 5]
// expect: [Optional(1), nil, Optional(3), nil, Optional(5)]
// expect: [1, 2, 3, 4, 5, 6] 21
// expect: [1, 4, 16, 25, 49]

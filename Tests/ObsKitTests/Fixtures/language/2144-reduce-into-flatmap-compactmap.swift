// Compiler test style: reduce(into:), flatMap and compactMap over a custom Collection of records
struct Order { let id: Int; let customer: String; let items: [String]; let coupon: String? }

struct Orders: RandomAccessCollection {
  var list: [Order]
  var startIndex: Int { list.startIndex }
  var endIndex: Int { list.endIndex }
  subscript(i: Int) -> Order { list[i] }
}

let orders = Orders(list: [
  Order(id: 1, customer: "ann", items: ["pen", "ink"], coupon: nil),
  Order(id: 2, customer: "bob", items: ["pad"], coupon: "SAVE5"),
  Order(id: 3, customer: "ann", items: ["pen", "pad", "clip"], coupon: "SAVE10"),
  Order(id: 4, customer: "cy", items: [], coupon: nil),
])

let byCustomer = orders.reduce(into: [String: [Int]]()) { $0[$1.customer, default: []].append($1.id) }
for k in byCustomer.keys.sorted() { print(k, byCustomer[k]!) }
let allItems = orders.flatMap { $0.items }
print(allItems)
let itemCounts = allItems.reduce(into: [:]) { (d: inout [String: Int], s) in d[s, default: 0] += 1 }
print(itemCounts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key)x\($0.value)" })
let coupons = orders.compactMap { $0.coupon }
print(coupons)
let discounts = coupons.compactMap { Int($0.dropFirst(4)) }
print(discounts, discounts.reduce(0, +))
let totals = orders.reduce(into: (orders: 0, items: 0)) { acc, o in
  acc.orders += 1
  acc.items += o.items.count
}
print(totals.orders, totals.items)
let pairs = orders.flatMap { o in o.items.map { "\(o.id):\($0)" } }
print(pairs.joined(separator: " "))
let nested = [[1, nil, 3], [nil], [5]].flatMap { $0 }.compactMap { $0 }
print(nested)
let maybeInts: [Int?] = [1, nil, 3]
print(maybeInts.compactMap { $0.map { $0 * 10 } })
let optChain = orders.first(where: { $0.coupon != nil })?.coupon?.lowercased()
print(optChain ?? "none")
let longest = orders.reduce(orders[0]) { $1.items.count > $0.items.count ? $1 : $0 }
print(longest.id)
let sentence = ["a", "quick", "fox"].reduce(into: "") { s, w in
  if !s.isEmpty { s += " " }
  s += w.uppercased()
}
print(sentence)

// expect: ann [1, 3]
// expect: bob [2]
// expect: cy [4]
// expect: ["pen", "ink", "pad", "pen", "pad", "clip"]
// expect: ["padx2", "penx2", "clipx1", "inkx1"]
// expect: ["SAVE5", "SAVE10"]
// expect: [5, 10] 15
// expect: 4 6
// expect: 1:pen 1:ink 2:pad 3:pen 3:pad 3:clip
// expect: [1, 3, 5]
// expect: [10, 30]
// expect: save5
// expect: 3
// expect: A QUICK FOX

// App code style: primary associated types with some Collection<Int> and any Sequence<String>
struct Order {
    let id: Int
    let items: [String]
    let cents: Int
}

func totals(_ orders: some Collection<Order>) -> some Collection<Int> {
    return orders.map { $0.cents }
}

func cheapest(_ values: some Collection<Int>) -> Int? {
    return values.min()
}

func describeAll(_ lines: any Sequence<String>) -> String {
    var out: [String] = []
    for l in lines {
        out.append("[\(l)]")
    }
    return out.joined()
}

func tags(for order: Order) -> any Sequence<String> {
    if order.items.count > 2 {
        return order.items.lazy.map { $0.uppercased() }
    }
    return order.items
}

func money(_ cents: Int) -> String {
    let d = cents / 100
    let c = cents % 100
    return "$\(d)." + (c < 10 ? "0\(c)" : "\(c)")
}

let orders = [
    Order(id: 1, items: ["tea", "scone"], cents: 725),
    Order(id: 2, items: ["coffee", "bagel", "jam"], cents: 1150),
    Order(id: 3, items: ["water"], cents: 199),
    Order(id: 4, items: ["cake", "tea", "cream", "fork"], cents: 1999),
]

let t = totals(orders)
print(t.count, Array(t))
print("cheapest:", money(cheapest(t) ?? 0))
print("cheapest of empty:", cheapest([Int]()) ?? -1)
print("range cheapest:", cheapest(5...9)!)

for o in orders {
    print(o.id, describeAll(tags(for: o)))
}

var sequences: [any Sequence<String>] = []
sequences.append(["x", "y"])
sequences.append(Set(["only"]))
sequences.append(["m", "n", "o"].reversed())
sequences.append("abc".map { String($0) })
for s in sequences {
    print(describeAll(s))
}

func sum(_ c: any Collection<Int>) -> Int {
    var total = 0
    for v in c { total += v }
    return total
}

let collections: [any Collection<Int>] = [[1, 2, 3], 10..<13, Array(t)]
print(collections.map { sum($0) })
print(collections.map { $0.count })

func firstTwo<C: Collection<String>>(_ c: C) -> [String] {
    return Array(c.prefix(2))
}
print(firstTwo(["p", "q", "r"]))
print(firstTwo(orders[1].items))

func makeCounter() -> some Sequence<Int> {
    return stride(from: 3, through: 12, by: 3)
}
let counter = makeCounter()
print(Array(counter), counter.contains(9))

let expensive: some Collection<Order> = orders.filter { $0.cents > 1000 }
print(expensive.map(\.id), money(expensive.reduce(0) { $0 + $1.cents }))

// expect: 4 [725, 1150, 199, 1999]
// expect: cheapest: $1.99
// expect: cheapest of empty: -1
// expect: range cheapest: 5
// expect: 1 [tea][scone]
// expect: 2 [COFFEE][BAGEL][JAM]
// expect: 3 [water]
// expect: 4 [CAKE][TEA][CREAM][FORK]
// expect: [x][y]
// expect: [only]
// expect: [o][n][m]
// expect: [a][b][c]
// expect: [6, 33, 4073]
// expect: [3, 3, 4]
// expect: ["p", "q"]
// expect: ["coffee", "bagel"]
// expect: [3, 6, 9, 12] true
// expect: [2, 4] $31.49

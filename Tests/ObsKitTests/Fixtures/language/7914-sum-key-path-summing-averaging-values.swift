// Sundell style (sum of key path): summing and averaging values through key paths
struct Order {
    let id: Int
    let quantity: Int
    let price: Double
    var total: Double { Double(quantity) * price }
}

extension Sequence {
    func sum<T: Numeric>(of keyPath: KeyPath<Element, T>) -> T {
        reduce(0) { $0 + $1[keyPath: keyPath] }
    }
    func average(of keyPath: KeyPath<Element, Double>) -> Double {
        var count = 0
        var total = 0.0
        for e in self {
            total += e[keyPath: keyPath]
            count += 1
        }
        return count == 0 ? 0 : total / Double(count)
    }
}

let orders = [
    Order(id: 1, quantity: 3, price: 2.5),
    Order(id: 2, quantity: 1, price: 10.0),
    Order(id: 3, quantity: 4, price: 1.25),
]

print("items:", orders.sum(of: \.quantity))
print("revenue:", orders.sum(of: \.total))
print("avg price:", orders.average(of: \.price))
print("ids:", orders.sum(of: \.id))
let empty: [Order] = []
print("empty avg:", empty.average(of: \.total))
print("empty sum:", empty.sum(of: \.quantity))
// expect: items: 8
// expect: revenue: 22.5
// expect: avg price: 4.583333333333333
// expect: ids: 6
// expect: empty avg: 0.0
// expect: empty sum: 0

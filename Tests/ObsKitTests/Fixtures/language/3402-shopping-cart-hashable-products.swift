// App code style: shopping cart with Hashable products, hand-written Comparable (price then name) and grouping with sorted dictionary output
struct Product: Hashable, Comparable, CustomStringConvertible {
    let sku: String
    let name: String
    let cents: Int

    static func < (lhs: Product, rhs: Product) -> Bool {
        if lhs.cents != rhs.cents { return lhs.cents < rhs.cents }
        return lhs.name < rhs.name
    }

    static func == (lhs: Product, rhs: Product) -> Bool { lhs.sku == rhs.sku }
    func hash(into hasher: inout Hasher) { hasher.combine(sku) }

    var description: String { "\(name) $\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}

struct Cart {
    private var lines: [Product: Int] = [:]
    mutating func add(_ p: Product, qty: Int = 1) { lines[p, default: 0] += qty }
    mutating func remove(_ p: Product) { lines[p] = nil }
    var sortedLines: [(Product, Int)] { lines.sorted { $0.key < $1.key } }
    var totalCents: Int { lines.reduce(0) { $0 + $1.key.cents * $1.value } }
}

let apple = Product(sku: "A1", name: "Apple", cents: 45)
let bread = Product(sku: "B2", name: "Bread", cents: 299)
let milk = Product(sku: "M3", name: "Milk", cents: 129)
let banana = Product(sku: "B4", name: "Banana", cents: 45)
let renamedApple = Product(sku: "A1", name: "Green Apple", cents: 50)

var cart = Cart()
cart.add(apple, qty: 3)
cart.add(bread)
cart.add(milk, qty: 2)
cart.add(banana, qty: 6)
cart.add(renamedApple)
for (p, q) in cart.sortedLines { print("\(q) x \(p)") }
print("total cents:", cart.totalCents)
print(apple == renamedApple, apple < banana, banana < apple)
print([bread, milk, banana, apple].sorted())
print([bread, milk, banana, apple].max()!, [bread, milk].min()!)
cart.remove(milk)
print(cart.sortedLines.map { $0.0.name })
let unique = Set([apple, renamedApple, milk])
print(unique.count, unique.contains(Product(sku: "M3", name: "?", cents: 0)))
print(apple...bread ~= milk, (apple..<milk).contains(bread))
let byPrice = Dictionary(grouping: [apple, bread, milk, banana]) { $0.cents }
for price in byPrice.keys.sorted() {
    print(price, byPrice[price]!.sorted().map(\.name))
}
// expect: 4 x Apple $0.45
// expect: 6 x Banana $0.45
// expect: 2 x Milk $1.29
// expect: 1 x Bread $2.99
// expect: total cents: 1007
// expect: true true false
// expect: [Apple $0.45, Banana $0.45, Milk $1.29, Bread $2.99]
// expect: Bread $2.99 Milk $1.29
// expect: ["Apple", "Banana", "Bread"]
// expect: 2 true
// expect: true false
// expect: 45 ["Apple", "Banana"]
// expect: 129 ["Milk"]
// expect: 299 ["Bread"]

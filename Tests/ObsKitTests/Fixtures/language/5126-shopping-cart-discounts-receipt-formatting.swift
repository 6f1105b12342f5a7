// App code style: shopping cart with discounts and receipt formatting
protocol Priced {
    var price: Int { get }
    var name: String { get }
}

extension Priced {
    var formattedPrice: String {
        let dollars = price / 100
        let cents = price % 100
        return "$\(dollars)." + (cents < 10 ? "0\(cents)" : "\(cents)")
    }
}

struct Product: Priced, Hashable {
    let name: String
    let price: Int
    let category: String
}

enum Discount {
    case percent(Int)
    case fixed(Int)
    case buyXGetY(x: Int, y: Int)
}

struct CartLine {
    let product: Product
    var quantity: Int
}

struct Cart {
    private(set) var lines: [CartLine] = []

    mutating func add(_ product: Product, quantity: Int = 1) {
        if let index = lines.firstIndex(where: { $0.product == product }) {
            lines[index].quantity += quantity
        } else {
            lines.append(CartLine(product: product, quantity: quantity))
        }
    }

    var subtotal: Int {
        lines.reduce(0) { $0 + $1.product.price * $1.quantity }
    }

    func discountAmount(_ discount: Discount, for line: CartLine) -> Int {
        switch discount {
        case .percent(let p):
            return line.product.price * line.quantity * p / 100
        case .fixed(let amount):
            return min(amount, line.product.price * line.quantity)
        case let .buyXGetY(x, y) where line.quantity >= x + y:
            let groups = line.quantity / (x + y)
            return groups * y * line.product.price
        case .buyXGetY:
            return 0
        }
    }
}

func pad(_ s: String, to width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
}

let apple = Product(name: "Apple", price: 45, category: "Fruit")
let bread = Product(name: "Bread", price: 299, category: "Bakery")
let milk = Product(name: "Milk", price: 189, category: "Dairy")

var cart = Cart()
cart.add(apple, quantity: 5)
cart.add(bread)
cart.add(milk, quantity: 2)
cart.add(apple, quantity: 2)

let discounts: [String: Discount] = [
    "Apple": .buyXGetY(x: 2, y: 1),
    "Milk": .percent(10),
    "Bread": .fixed(50),
]

var totalDiscount = 0
for line in cart.lines {
    let lineTotal = Product(name: "", price: line.product.price * line.quantity, category: "").formattedPrice
    print(pad(line.product.name, to: 8) + pad("x\(line.quantity)", to: 5) + lineTotal)
    if let d = discounts[line.product.name] {
        let amount = cart.discountAmount(d, for: line)
        totalDiscount += amount
        print("  discount: -\(amount) cents")
    }
}
print("Subtotal: \(cart.subtotal)")
print("Discount: \(totalDiscount)")
print("Total: \(cart.subtotal - totalDiscount)")
let byCategory = Dictionary(grouping: cart.lines, by: { $0.product.category })
for key in byCategory.keys.sorted() {
    print("\(key): \(byCategory[key]!.map { $0.product.name })")
}

// expect: Apple   x7   $3.15
// expect:   discount: -90 cents
// expect: Bread   x1   $2.99
// expect:   discount: -50 cents
// expect: Milk    x2   $3.78
// expect:   discount: -37 cents
// expect: Subtotal: 992
// expect: Discount: 177
// expect: Total: 815
// expect: Bakery: ["Bread"]
// expect: Dairy: ["Milk"]
// expect: Fruit: ["Apple"]

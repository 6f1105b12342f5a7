// App code style: shopping cart using a protocol with default implementations and discount strategies
protocol Priced {
    var price: Double { get }
    var name: String { get }
}

extension Priced {
    var label: String { "\(name) - $\(price)" }
    func priceAfter(discountPercent: Double) -> Double {
        price * (100 - discountPercent) / 100
    }
}

struct Book: Priced {
    let name: String
    let price: Double
}

struct Gadget: Priced {
    let name: String
    let price: Double
    var label: String { "[gadget] \(name)" }
}

struct Cart {
    var items: [any Priced] = []
    var discount: (Double) -> Double = { $0 }

    mutating func add(_ item: any Priced) { items.append(item) }

    var subtotal: Double { items.reduce(0) { $0 + $1.price } }
    var total: Double { discount(subtotal) }
}

var cart = Cart()
cart.add(Book(name: "Swift Basics", price: 20))
cart.add(Gadget(name: "Cable", price: 8))
cart.add(Book(name: "Patterns", price: 32))

for item in cart.items {
    print(item.label)
}
let gadget = Gadget(name: "Mouse", price: 25)
print(gadget.label)
print(gadget.priceAfter(discountPercent: 20))
print("Subtotal: \(cart.subtotal)")
cart.discount = { total in total > 50 ? total - 10 : total }
print("Total with coupon: \(cart.total)")
cart.discount = { $0 * 0.5 }
print("Half price: \(cart.total)")
// expect: Swift Basics - $20.0
// expect: Cable - $8.0
// expect: Patterns - $32.0
// expect: [gadget] Mouse
// expect: 20.0
// expect: Subtotal: 60.0
// expect: Total with coupon: 50.0
// expect: Half price: 30.0

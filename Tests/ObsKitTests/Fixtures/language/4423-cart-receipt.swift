// App code style: shopping cart receipt with optional discounts and debug dump of the cart

struct Product: CustomStringConvertible {
    let name: String
    let priceCents: Int
    var description: String { name }
}

struct LineItem {
    let product: Product
    let qty: Int
    let discountPercent: Int?
}

func fmt(_ cents: Int) -> String {
    let sign = cents < 0 ? "-" : ""
    let v = abs(cents)
    let c = v % 100
    return "\(sign)\(v / 100).\(c < 10 ? "0" : "")\(c)"
}

func rjust(_ s: String, _ w: Int) -> String {
    s.count >= w ? s : String(repeating: " ", count: w - s.count) + s
}

let apple = Product(name: "Apple", priceCents: 45)
let bread = Product(name: "Bread", priceCents: 299)
let cheese = Product(name: "Cheese", priceCents: 1150)

let cart = [
    LineItem(product: apple, qty: 6, discountPercent: nil),
    LineItem(product: bread, qty: 1, discountPercent: 10),
    LineItem(product: cheese, qty: 2, discountPercent: 25),
]

var subtotal = 0
var savings = 0
print("RECEIPT")
for item in cart {
    let gross = item.product.priceCents * item.qty
    let off = item.discountPercent.map { gross * $0 / 100 } ?? 0
    subtotal += gross - off
    savings += off
    let left = "\(item.qty) x \(item.product)"
    print(left + String(repeating: " ", count: 16 - left.count) + rjust(fmt(gross), 8))
    if let pct = item.discountPercent {
        print("  discount \(pct)%" + rjust("-" + fmt(off), 14))
    }
}
let tax = subtotal * 8 / 100
print(String(repeating: "-", count: 24))
print("Subtotal" + rjust(fmt(subtotal), 16))
print("Tax 8%" + rjust(fmt(tax), 18))
print("TOTAL" + rjust(fmt(subtotal + tax), 19))
print("You saved \(fmt(savings))!")

print(cart.map { $0.discountPercent })
print(cart.map { $0.product })
print(cart.compactMap { $0.discountPercent }.reduce(0, +))
dump(cart[1])
print(cart[0])

// expect: RECEIPT
// expect: 6 x Apple           2.70
// expect: 1 x Bread           2.99
// expect:   discount 10%         -0.29
// expect: 2 x Cheese         23.00
// expect:   discount 25%         -5.75
// expect: ------------------------
// expect: Subtotal           22.65
// expect: Tax 8%              1.81
// expect: TOTAL              24.46
// expect: You saved 6.04!
// expect: [nil, Optional(10), Optional(25)]
// expect: [Apple, Bread, Cheese]
// expect: 35
// expect: ▿ main.LineItem
// expect:   ▿ product: Bread
// expect:     - name: "Bread"
// expect:     - priceCents: 299
// expect:   - qty: 1
// expect:   ▿ discountPercent: Optional(10)
// expect:     - some: 10
// expect: LineItem(product: Apple, qty: 6, discountPercent: nil)

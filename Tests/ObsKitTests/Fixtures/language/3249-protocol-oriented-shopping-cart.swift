// App code style: protocol-oriented shopping cart with discounts via protocol extensions
protocol Priced {
    var price: Int { get }
    var name: String { get }
}

protocol Discountable: Priced {
    var discountPercent: Int { get }
}

extension Priced {
    var finalPrice: Int { price }
    var label: String { "\(name): \(formatCents(finalPrice))" }
}

extension Discountable {
    var finalPrice: Int { price - price * discountPercent / 100 }
    var label: String { "\(name): \(formatCents(finalPrice)) (-\(discountPercent)%)" }
}

func formatCents(_ c: Int) -> String {
    let cents = c % 100
    return "$\(c / 100)." + (cents < 10 ? "0\(cents)" : "\(cents)")
}

struct Book: Priced {
    let name: String
    let price: Int
}

struct SaleItem: Discountable {
    let name: String
    let price: Int
    let discountPercent: Int
}

let book = Book(name: "Swift Book", price: 3999)
let sale = SaleItem(name: "Headphones", price: 12000, discountPercent: 25)

print(book.label)
print(sale.label)
print(sale.finalPrice)

// Static dispatch through the existential uses the Priced extension versions.
let asPriced: any Priced = sale
print(asPriced.finalPrice)
print(asPriced.label)

func checkout<T: Discountable>(_ item: T) -> Int { item.finalPrice }
func checkoutPlain<T: Priced>(_ item: T) -> Int { item.finalPrice }
print(checkout(sale), checkoutPlain(sale))

let cart: [any Priced] = [book, sale, Book(name: "Pen", price: 105)]
let subtotal = cart.reduce(0) { $0 + $1.price }
print("Subtotal:", formatCents(subtotal))
let discounted = cart.reduce(0) { total, item in
    if let d = item as? any Discountable {
        return total + d.finalPrice
    }
    return total + item.finalPrice
}
print("After discounts:", formatCents(discounted))
for item in cart.sorted(by: { $0.price < $1.price }) {
    print(" -", item.name)
}
// expect: Swift Book: $39.99
// expect: Headphones: $90.00 (-25%)
// expect: 9000
// expect: 12000
// expect: Headphones: $120.00
// expect: 9000 12000
// expect: Subtotal: $161.04
// expect: After discounts: $131.04
// expect:  - Pen
// expect:  - Swift Book
// expect:  - Headphones

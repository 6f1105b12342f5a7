// Foundation in app code: NumberFormatter .currency with en_US locale and USD, totals in a shopping cart
import Foundation

struct CartItem {
    let name: String
    let price: Double
    let quantity: Int
}

let currency = NumberFormatter()
currency.locale = Locale(identifier: "en_US")
currency.numberStyle = .currency
currency.currencyCode = "USD"

let cart = [
    CartItem(name: "Notebook", price: 4.5, quantity: 3),
    CartItem(name: "Pen", price: 1.25, quantity: 10),
    CartItem(name: "Backpack", price: 1299.99, quantity: 1),
]

var total = 0.0
for item in cart {
    let line = item.price * Double(item.quantity)
    total += line
    print("\(item.name): \(currency.string(from: NSNumber(value: line))!)")
}
print("Total: \(currency.string(from: NSNumber(value: total))!)")
print("Refund: \(currency.string(from: NSNumber(value: -12.5))!)")
print("Zero: \(currency.string(from: 0)!)")
print("Symbol: \(currency.currencySymbol!)")

let wholeDollars = NumberFormatter()
wholeDollars.locale = Locale(identifier: "en_US")
wholeDollars.numberStyle = .currency
wholeDollars.currencyCode = "USD"
wholeDollars.minimumFractionDigits = 0
wholeDollars.maximumFractionDigits = 0
print("Rounded: \(wholeDollars.string(from: NSNumber(value: 1299.99))!)")

// expect: Notebook: $13.50
// expect: Pen: $12.50
// expect: Backpack: $1,299.99
// expect: Total: $1,325.99
// expect: Refund: -$12.50
// expect: Zero: $0.00
// expect: Symbol: $
// expect: Rounded: $1,300

// Course style (shopping cart challenge): structs, discounts enum, totals formatted
import Foundation

enum Discount {
    case none
    case percent(Double)
    case flat(Double)
    case buyOneGetOne
}

struct CartItem {
    let name: String
    let price: Double
    var quantity: Int
    var discount: Discount = .none

    var subtotal: Double {
        let base = price * Double(quantity)
        switch discount {
        case .none:
            return base
        case .percent(let p):
            return base * (1 - p / 100)
        case .flat(let amount):
            return max(0, base - amount)
        case .buyOneGetOne:
            let paid = quantity / 2 + quantity % 2
            return price * Double(paid)
        }
    }
}

var cart: [CartItem] = []
cart.append(CartItem(name: "Notebook", price: 3.49, quantity: 4))
cart.append(CartItem(name: "Pen pack", price: 5.99, quantity: 2, discount: .percent(25)))
cart.append(CartItem(name: "Backpack", price: 39.95, quantity: 1, discount: .flat(10)))
cart.append(CartItem(name: "Eraser", price: 0.75, quantity: 5, discount: .buyOneGetOne))

cart[0].quantity += 1

func money(_ value: Double) -> String {
    return "$" + String(format: "%.2f", value)
}

print("Item            Qty   Subtotal")
for item in cart {
    let padded = item.name.padding(toLength: 15, withPad: " ", startingAt: 0)
    print("\(padded) \(item.quantity)     \(money(item.subtotal))")
}

let subtotal = cart.reduce(0.0) { $0 + $1.subtotal }
let taxRate = 0.0825
let tax = (subtotal * taxRate * 100).rounded() / 100
let total = subtotal + tax

print("Subtotal: \(money(subtotal))")
print("Tax (8.25%): \(money(tax))")
print("Total: \(money(total))")

let savings = cart.reduce(0.0) { $0 + ($1.price * Double($1.quantity) - $1.subtotal) }
print("You saved \(money(savings)) today!")

if total > 50 {
    print("Free shipping unlocked")
} else {
    print("Add \(money(50 - total)) more for free shipping")
}

// expect: Item            Qty   Subtotal
// expect: Notebook        5     $17.45
// expect: Pen pack        2     $8.98
// expect: Backpack        1     $29.95
// expect: Eraser          5     $2.25
// expect: Subtotal: $58.64
// expect: Tax (8.25%): $4.84
// expect: Total: $63.48
// expect: You saved $14.50 today!
// expect: Free shipping unlocked

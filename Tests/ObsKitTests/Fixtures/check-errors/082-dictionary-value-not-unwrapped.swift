// Mistake: multiplies a dictionary lookup (which is optional) without unwrapping it first.
// Expected message: swiftc 6.3.1 -typecheck on this machine
let menu: [String: Double] = [
    "Espresso": 2.20,
    "Latte": 3.40,
    "Cappuccino": 3.10,
]

struct OrderLine {
    let drink: String
    let quantity: Int
}

let order = [
    OrderLine(drink: "Latte", quantity: 2),
    OrderLine(drink: "Espresso", quantity: 1),
]

var total = 0.0
for line in order {
    let price = menu[line.drink]
    let lineTotal = price * Double(line.quantity)
    print("\(line.quantity) x \(line.drink): \(lineTotal)")
    total += lineTotal
}
print("Total: \(total)")
// expect-error: value of optional type 'Double?' must be unwrapped to a value of type 'Double'

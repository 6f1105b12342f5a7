// Mistake: stores the result of a Double multiplication into a variable declared as Int, without converting.
// Expected message: swiftc 6.3.1 -typecheck on this machine
struct Item {
    var name: String
    var price: Double
    var quantity: Int
}

let basket = [
    Item(name: "Apples", price: 0.5, quantity: 6),
    Item(name: "Bread", price: 2.25, quantity: 1),
    Item(name: "Milk", price: 1.1, quantity: 2),
]

var totalCents: Int = 0
for item in basket {
    totalCents = item.price * Double(item.quantity) * 100
}
print("Total: \(totalCents) cents")
// expect-error: cannot assign value of type 'Double' to type 'Int'

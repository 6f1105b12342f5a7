// Check error: a guard's else block that does not leave the scope
struct Order {
    var quantity: Int
    var unitPrice: Double
}

func checkout(_ order: Order) {
    guard order.quantity > 0 else {
        print("Nothing to check out")
    }
    let total = Double(order.quantity) * order.unitPrice
    print("Charging \(total)")
}

checkout(Order(quantity: 3, unitPrice: 9.99))
checkout(Order(quantity: 0, unitPrice: 9.99))
// expect-error: 'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope

// A failable initializer that fails through a failable `super.init`, and one overriding it with a
// non-failable init. Expected output from swiftc 6.3.1 on Linux.
class Product {
    let name: String
    init?(name: String) {
        if name.isEmpty { return nil }
        self.name = name
    }
}
final class CartItem: Product {
    let quantity: Int
    init?(name: String, quantity: Int) {
        if quantity < 1 { return nil }
        self.quantity = quantity
        super.init(name: name)
    }
}
for (name, quantity) in [("sock", 2), ("shirt", 0), ("", 1)] {
    if let item = CartItem(name: name, quantity: quantity) {
        print("item \(item.name) x\(item.quantity)")
    } else {
        print("no item for '\(name)' x\(quantity)")
    }
}

// expect: item sock x2
// expect: no item for 'shirt' x0
// expect: no item for '' x1

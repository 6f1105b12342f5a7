// Compiler test style: failable initializers in class hierarchies and init? delegation
class Product {
    let name: String
    init?(name: String) {
        if name.isEmpty { print("empty name rejected"); return nil }
        self.name = name
    }
}
class CartItem: Product {
    let quantity: Int
    init?(name: String, quantity: Int) {
        if quantity < 1 { print("bad quantity \(quantity)"); return nil }
        self.quantity = quantity
        super.init(name: name)
    }
}
class Document {
    var name: String?
    init() {}
    init?(name: String) {
        if name.isEmpty { return nil }
        self.name = name
    }
}
class AutomaticallyNamedDocument: Document {
    override init() {
        super.init()
        self.name = "[Untitled]"
    }
    override init(name: String) {
        super.init()
        if name.isEmpty { self.name = "[Untitled]" } else { self.name = name }
    }
}

if let twoSocks = CartItem(name: "sock", quantity: 2) {
    print("Item: \(twoSocks.name), quantity: \(twoSocks.quantity)")
}
if let zero = CartItem(name: "shirt", quantity: 0) {
    print("Item: \(zero.name)")
} else {
    print("Unable to initialize zero shirts")
}
if CartItem(name: "", quantity: 1) == nil {
    print("Unable to initialize one unnamed product")
}
print(Document(name: "") == nil)
print(AutomaticallyNamedDocument(name: "").name!)
print(AutomaticallyNamedDocument(name: "Notes").name!)
print(AutomaticallyNamedDocument().name ?? "none")
// expect: Item: sock, quantity: 2
// expect: bad quantity 0
// expect: Unable to initialize zero shirts
// expect: empty name rejected
// expect: Unable to initialize one unnamed product
// expect: true
// expect: [Untitled]
// expect: Notes
// expect: [Untitled]

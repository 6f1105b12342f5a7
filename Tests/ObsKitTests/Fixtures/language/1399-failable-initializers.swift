// Initialization: failable initializers on structs, enums and classes, propagation to a subclass, overriding with a non-failable init, forcing a failable super.init.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Animal {
    let species: String
    init?(species: String) {
        if species.isEmpty { return nil }
        self.species = species
    }
}
let someCreature = Animal(species: "Giraffe")
if let giraffe = someCreature { print("An animal was initialized with a species of \(giraffe.species)") }
let anonymousCreature = Animal(species: "")
if anonymousCreature == nil { print("The anonymous creature couldn't be initialized") }
class Product {
    let name: String
    init?(name: String) {
        if name.isEmpty { return nil }
        self.name = name
    }
}
class CartItem: Product {
    let quantity: Int
    init?(name: String, quantity: Int) {
        if quantity < 1 { return nil }
        self.quantity = quantity
        super.init(name: name)
    }
}
for (name, qty) in [("sock", 2), ("shirt", 0), ("", 1)] {
    if let item = CartItem(name: name, quantity: qty) {
        print("Item: \(item.name), quantity: \(item.quantity)")
    } else {
        print("Unable to initialize '\(name)' x\(qty)")
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
        name = "[Untitled]"
    }
    override init(name: String) {
        super.init()
        self.name = name.isEmpty ? "[Untitled]" : name
    }
}
print(AutomaticallyNamedDocument(name: "").name!, Document(name: "")?.name as Any)
final class UntitledDocument: Document {
    override init() { super.init(name: "[Untitled]")! }
}
print(UntitledDocument().name!)

// expect: An animal was initialized with a species of Giraffe
// expect: The anonymous creature couldn't be initialized
// expect: Item: sock, quantity: 2
// expect: Unable to initialize 'shirt' x0
// expect: Unable to initialize '' x1
// expect: [Untitled] nil
// expect: [Untitled]

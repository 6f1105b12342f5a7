// Compiler test style: failable init propagation, overriding failable with non-failable, and init!
class Product {
    let name: String
    init?(name: String) {
        print("Product.init?(\(name))")
        if name.isEmpty { return nil }
        self.name = name
    }
}

class CartItem: Product {
    let quantity: Int
    init?(name: String, quantity: Int) {
        print("CartItem.init? quantity=\(quantity)")
        if quantity < 1 { return nil }
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
        self.name = name.isEmpty ? "[Untitled]" : name
    }
}

class UntitledDocument: Document {
    override init() {
        super.init(name: "[Untitled]")!
    }
}

struct Version {
    let major: Int
    init!(_ text: String) {
        guard let m = Int(text) else { return nil }
        major = m
    }
}

func describe(_ item: CartItem?) -> String {
    guard let item = item else { return "failed" }
    return "\(item.quantity) x \(item.name)"
}
print(describe(CartItem(name: "sock", quantity: 2)))
print(describe(CartItem(name: "shirt", quantity: 0)))
print(describe(CartItem(name: "", quantity: 1)))
print(AutomaticallyNamedDocument(name: "").name!, AutomaticallyNamedDocument(name: "notes").name!)
print(UntitledDocument().name ?? "nil", Document(name: "")?.name ?? "no doc")
let v: Version = Version("12")
print(v.major)
let bad = Version("abc")
print(bad == nil ? "version failed" : "version ok")
// expect: CartItem.init? quantity=2
// expect: Product.init?(sock)
// expect: 2 x sock
// expect: CartItem.init? quantity=0
// expect: failed
// expect: CartItem.init? quantity=1
// expect: Product.init?()
// expect: failed
// expect: [Untitled] notes
// expect: [Untitled] no doc
// expect: 12
// expect: version failed

// Book style (Initialization): failable class initializers, init propagation and implicitly unwrapped
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

class Document {
    var title: String?
    init() {}
    init?(title: String) {
        if title.isEmpty { return nil }
        self.title = title
    }
}

class AutoDocument: Document {
    override init() {
        super.init()
        self.title = "[Untitled]"
    }
    override init(title: String) {
        super.init()
        self.title = title.isEmpty ? "[Untitled]" : title
    }
}

class Country {
    let name: String
    var capital: City!
    init(name: String, capitalName: String) {
        self.name = name
        self.capital = City(name: capitalName, country: self)
    }
}

class City {
    let name: String
    unowned let country: Country
    init(name: String, country: Country) {
        self.name = name
        self.country = country
    }
}

if let socks = CartItem(name: "socks", quantity: 2) {
    print("Item: \(socks.name), quantity: \(socks.quantity)")
}
if let zero = CartItem(name: "shirt", quantity: 0) {
    print("Item: \(zero.name)")
} else {
    print("Unable to initialize zero shirts")
}
if CartItem(name: "", quantity: 1) == nil {
    print("Unable to initialize one unnamed product")
}
let items = [("hat", 1), ("", 3), ("scarf", -1), ("gloves", 4)].compactMap { CartItem(name: $0.0, quantity: $0.1) }
print(items.map { "\($0.name)x\($0.quantity)" })

let d1 = Document(title: "")
print(d1 == nil, d1?.title as Any)
let d2 = AutoDocument(title: "")
print(d2.title as Any)
let d3 = AutoDocument()
print(d3.title!)
let docs: [Document] = [Document(title: "Notes")!, d2, d3, Document()]
print(docs.map { $0.title ?? "nil" })

let country = Country(name: "Freedonia", capitalName: "Fredville")
print("\(country.name)'s capital city is called \(country.capital.name)")
print(country.capital.country.name)
let cap: City = country.capital
print(cap.name.count)

// expect: Item: socks, quantity: 2
// expect: Unable to initialize zero shirts
// expect: Unable to initialize one unnamed product
// expect: ["hatx1", "glovesx4"]
// expect: true nil
// expect: Optional("[Untitled]")
// expect: [Untitled]
// expect: ["Notes", "[Untitled]", "[Untitled]", "nil"]
// expect: Freedonia's capital city is called Fredville
// expect: Freedonia
// expect: 9

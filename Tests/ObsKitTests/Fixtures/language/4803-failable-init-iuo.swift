// Swift book style: failable initializers and init!
// Checks: init? returning nil on invalid input; failable init of enums (custom and rawValue);
// propagation of failure through delegation; overriding failable with nonfailable;
// init! producing an implicitly unwrapped optional.

struct Animal {
    let species: String
    init?(species: String) {
        if species.isEmpty { return nil }
        self.species = species
    }
}

let someCreature = Animal(species: "Giraffe")
if let giraffe = someCreature {
    print("An animal was initialized with a species of \(giraffe.species)")
}
let anonymousCreature = Animal(species: "")
if anonymousCreature == nil {
    print("The anonymous creature couldn't be initialized")
}

enum TemperatureUnit {
    case kelvin, celsius, fahrenheit
    init?(symbol: Character) {
        switch symbol {
        case "K": self = .kelvin
        case "C": self = .celsius
        case "F": self = .fahrenheit
        default: return nil
        }
    }
}
for symbol: Character in ["F", "X", "K"] {
    if let unit = TemperatureUnit(symbol: symbol) {
        print("\(symbol) -> \(unit)")
    } else {
        print("\(symbol) -> not a unit")
    }
}

enum RawUnit: Character {
    case kelvin = "K", celsius = "C", fahrenheit = "F"
}
print(RawUnit(rawValue: "C") as Any)
print(RawUnit(rawValue: "Q") as Any)

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

func tryCart(_ name: String, _ quantity: Int) {
    if let item = CartItem(name: name, quantity: quantity) {
        print("Item: \(item.name), quantity: \(item.quantity)")
    } else {
        print("Unable to initialize cart item \"\(name)\" x \(quantity)")
    }
}
tryCart("sock", 2)
tryCart("shirt", 0)
tryCart("", 1)

class Document {
    var name: String?
    init() {}
    init?(name: String) {
        if name.isEmpty { return nil }
        self.name = name
    }
}
final class AutomaticallyNamedDocument: Document {
    override init() {
        super.init()
        self.name = "[Untitled]"
    }
    override init(name: String) {
        super.init()
        if name.isEmpty {
            self.name = "[Untitled]"
        } else {
            self.name = name
        }
    }
}
let auto1 = AutomaticallyNamedDocument(name: "")
let auto2 = AutomaticallyNamedDocument()
print(auto1.name ?? "nil", auto2.name ?? "nil")

final class UntitledDocument: Document {
    override init() {
        super.init(name: "[Untitled]")!
    }
}
print(UntitledDocument().name ?? "nil")

struct Token {
    let text: String
    init!(text: String) {
        if text.contains(" ") { return nil }
        self.text = text
    }
}
let good: Token! = Token(text: "abc")
print("token length \(good.text.count)")
let bad = Token(text: "a b")
print("bad is nil: \(bad == nil)")
if let t = Token(text: "xyz") {
    print("bound \(t.text)")
}

// Delegation to a failable init from a failable convenience init
final class Port {
    let number: Int
    init?(number: Int) {
        guard (1...65535).contains(number) else { return nil }
        self.number = number
    }
    convenience init?(text: String) {
        guard let n = Int(text) else { return nil }
        self.init(number: n)
    }
}
for text in ["8080", "http", "70000"] {
    print(text, Port(text: text)?.number as Any)
}

// expect: An animal was initialized with a species of Giraffe
// expect: The anonymous creature couldn't be initialized
// expect: F -> fahrenheit
// expect: X -> not a unit
// expect: K -> kelvin
// expect: Optional(main.RawUnit.celsius)
// expect: nil
// expect: Item: sock, quantity: 2
// expect: Unable to initialize cart item "shirt" x 0
// expect: Unable to initialize cart item "" x 1
// expect: [Untitled] [Untitled]
// expect: [Untitled]
// expect: token length 3
// expect: bad is nil: true
// expect: bound xyz
// expect: 8080 Optional(8080)
// expect: http nil
// expect: 70000 nil

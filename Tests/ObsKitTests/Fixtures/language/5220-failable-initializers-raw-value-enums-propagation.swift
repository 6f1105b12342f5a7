// Book style (Initialization): failable initializers, raw-value enums, propagation of failure and required initializers
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
        print("\(symbol) is \(unit)")
    } else {
        print("\(symbol) is not a temperature unit")
    }
}
enum RawUnit: Character {
    case kelvin = "K", celsius = "C", fahrenheit = "F"
}
print(RawUnit(rawValue: "C") as Any, RawUnit(rawValue: "Q") as Any)

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
if let twoSocks = CartItem(name: "sock", quantity: 2) {
    print("Item: \(twoSocks.name), quantity: \(twoSocks.quantity)")
}
if let zeroShirts = CartItem(name: "shirt", quantity: 0) {
    print("Item: \(zeroShirts.name), quantity: \(zeroShirts.quantity)")
} else {
    print("Unable to initialize zero shirts")
}
if CartItem(name: "", quantity: 1) == nil {
    print("Unable to initialize one unnamed product")
}

class Document {
    var name: String?
    init() {}
    init?(name: String) {
        if name.isEmpty { return nil }
        self.name = name
    }
}
class UntitledDocument: Document {
    override init() {
        super.init(name: "[Untitled]")!
    }
}
print(UntitledDocument().name!)

class Shape {
    let sides: Int
    required init(sides: Int) { self.sides = sides }
    class func make(sides: Int) -> Self { Self(sides: sides) }
}
class Polygon: Shape {
    var label = "polygon"
    required init(sides: Int) {
        super.init(sides: sides)
        label = "\(sides)-gon"
    }
}
let p = Polygon.make(sides: 6)
print(p.label, type(of: p))
let iu: Int! = Int("42")
print(iu + 1)

// expect: An animal was initialized with a species of Giraffe
// expect: The anonymous creature couldn't be initialized
// expect: F is fahrenheit
// expect: X is not a temperature unit
// expect: K is kelvin
// expect: Optional(main.RawUnit.celsius) nil
// expect: Item: sock, quantity: 2
// expect: Unable to initialize zero shirts
// expect: Unable to initialize one unnamed product
// expect: [Untitled]
// expect: 6-gon Polygon
// expect: 43

// Compiler test style: failable initializers (init?, init!), enum raw-value failure, required initializers
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
enum TemperatureUnit: Character {
    case kelvin = "K", celsius = "C", fahrenheit = "F"
    init?(symbol: Character) {
        switch symbol {
        case "k", "K": self = .kelvin
        case "c", "C": self = .celsius
        default: return nil
        }
    }
}
print(TemperatureUnit(symbol: "c") as Any, TemperatureUnit(symbol: "X") as Any)
print(TemperatureUnit(rawValue: "F") as Any, TemperatureUnit(rawValue: "f") as Any)
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
for (n, q) in [("sock", 2), ("shirt", 0), ("", 1)] {
    if let item = CartItem(name: n, quantity: q) { print("Item: \(item.name), quantity: \(item.quantity)") }
    else { print("Unable to initialize \(n.isEmpty ? "<empty>" : n) x\(q)") }
}
class Base { let tag: String; required init(tag: String) { self.tag = tag } }
class Derived: Base { required init(tag: String) { super.init(tag: tag.uppercased()) } }
func build<T: Base>(_ type: T.Type) -> T { return type.init(tag: "made") }
print(build(Base.self).tag, build(Derived.self).tag)
struct Wrapper { let v: Int; init!(_ v: Int) { if v < 0 { return nil }; self.v = v } }
let w: Wrapper = Wrapper(5)
print(w.v, Wrapper(-1) == nil)
// expect: An animal was initialized with a species of Giraffe
// expect: The anonymous creature couldn't be initialized
// expect: Optional(main.TemperatureUnit.celsius) nil
// expect: Optional(main.TemperatureUnit.fahrenheit) nil
// expect: Item: sock, quantity: 2
// expect: Unable to initialize shirt x0
// expect: Unable to initialize <empty> x1
// expect: made MADE
// expect: 5 true

// Swift book style: failable initializers for structures, enumerations and raw values
struct Animal {
    let species: String
    init?(species: String) {
        if species.isEmpty { return nil }
        self.species = species
    }
}

enum TemperatureUnit {
    case kelvin, celsius, fahrenheit
    init?(symbol: Character) {
        switch symbol {
        case "K":
            self = .kelvin
        case "C":
            self = .celsius
        case "F":
            self = .fahrenheit
        default:
            return nil
        }
    }
}

enum RawUnit: Character {
    case kelvin = "K", celsius = "C", fahrenheit = "F"
}

let someCreature = Animal(species: "Giraffe")
if let giraffe = someCreature {
    print("An animal was initialized with a species of \(giraffe.species)")
}
let anonymousCreature = Animal(species: "")
if anonymousCreature == nil {
    print("The anonymous creature couldn't be initialized")
}

let fahrenheitUnit = TemperatureUnit(symbol: "F")
if fahrenheitUnit != nil {
    print("This is a defined temperature unit, so initialization succeeded.")
}
let unknownUnit = TemperatureUnit(symbol: "X")
if unknownUnit == nil {
    print("This isn't a defined temperature unit, so initialization failed.")
}
print(fahrenheitUnit as Any, unknownUnit as Any)

for symbol: Character in ["K", "C", "Q"] {
    if let unit = RawUnit(rawValue: symbol) {
        print("\(symbol) -> \(unit)")
    } else {
        print("\(symbol) -> none")
    }
}
let parsed = ["10", "x", "-3", ""].compactMap { Int($0) }
print(parsed)
let animals = ["Cat", "", "Dog"].compactMap(Animal.init(species:))
print(animals.map { $0.species })
// expect: An animal was initialized with a species of Giraffe
// expect: The anonymous creature couldn't be initialized
// expect: This is a defined temperature unit, so initialization succeeded.
// expect: This isn't a defined temperature unit, so initialization failed.
// expect: Optional(main.TemperatureUnit.fahrenheit) nil
// expect: K -> kelvin
// expect: C -> celsius
// expect: Q -> none
// expect: [10, -3]
// expect: ["Cat", "Dog"]

// Swift book style: Initialization - memberwise, failable, required, two-phase init, convenience chains, default values
struct Celsius {
    var temperatureInCelsius: Double
    init(fromFahrenheit fahrenheit: Double) {
        temperatureInCelsius = (fahrenheit - 32.0) / 1.8
    }
    init(fromKelvin kelvin: Double) {
        temperatureInCelsius = kelvin - 273.15
    }
    init(_ celsius: Double) {
        temperatureInCelsius = celsius
    }
}
let boilingPointOfWater = Celsius(fromFahrenheit: 212.0)
let bodyTemperature = Celsius(37.0)
print(boilingPointOfWater.temperatureInCelsius, bodyTemperature.temperatureInCelsius)

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

enum TemperatureUnit: Character {
    case kelvin = "K", celsius = "C", fahrenheit = "F"
    init?(symbol: Character) {
        switch symbol {
        case "K": self = .kelvin
        case "C": self = .celsius
        case "F": self = .fahrenheit
        default: return nil
        }
    }
}
print(TemperatureUnit(symbol: "F") != nil, TemperatureUnit(symbol: "X") == nil, TemperatureUnit(rawValue: "K")!)

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
    if let item = CartItem(name: n, quantity: q) {
        print("Item: \(item.name), quantity: \(item.quantity)")
    } else {
        print("Unable to initialize \(n.isEmpty ? "nameless" : n) x\(q)")
    }
}

class Food {
    var name: String
    init(name: String) { self.name = name }
    convenience init() { self.init(name: "[Unnamed]") }
}
class RecipeIngredient: Food {
    var quantity: Int
    init(name: String, quantity: Int) {
        self.quantity = quantity
        super.init(name: name)
    }
    override convenience init(name: String) {
        self.init(name: name, quantity: 1)
    }
}
class ShoppingListItem: RecipeIngredient {
    var purchased = false
    var description: String {
        var output = "\(quantity) x \(name)"
        output += purchased ? " ✔" : " ✘"
        return output
    }
}
var breakfastList = [
    ShoppingListItem(),
    ShoppingListItem(name: "Bacon"),
    ShoppingListItem(name: "Eggs", quantity: 6),
]
breakfastList[0].name = "Orange juice"
breakfastList[0].purchased = true
for item in breakfastList { print(item.description) }

class Base {
    var log: [String] = []
    required init() { log.append("Base.init") }
    func describe() -> String { log.joined(separator: " > ") }
}
class Derived: Base {
    var extra: Int
    required init() {
        extra = 5
        super.init()
        log.append("Derived.init extra=\(extra)")
    }
}
func make<T: Base>(_ type: T.Type) -> T { type.init() }
print(make(Base.self).describe())
print(make(Derived.self).describe())

struct Chessboard {
    let boardColors: [Bool] = {
        var temporaryBoard: [Bool] = []
        var isBlack = false
        for _ in 1...8 {
            for _ in 1...8 {
                temporaryBoard.append(isBlack)
                isBlack = !isBlack
            }
            isBlack = !isBlack
        }
        return temporaryBoard
    }()
    func squareIsBlackAt(row: Int, column: Int) -> Bool { boardColors[(row * 8) + column] }
}
let board = Chessboard()
print(board.squareIsBlackAt(row: 0, column: 1), board.squareIsBlackAt(row: 7, column: 7))

struct Size { var width = 0.0, height = 0.0 }
struct Point { var x = 0.0, y = 0.0 }
struct Rect {
    var origin = Point()
    var size = Size()
    init() {}
    init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    init(center: Point, size: Size) {
        let originX = center.x - (size.width / 2)
        let originY = center.y - (size.height / 2)
        self.init(origin: Point(x: originX, y: originY), size: size)
    }
}
let centerRect = Rect(center: Point(x: 4.0, y: 4.0), size: Size(width: 3.0, height: 3.0))
print(centerRect.origin.x, centerRect.origin.y, Rect().size.width)

// expect: 100.0 37.0
// expect: An animal was initialized with a species of Giraffe
// expect: The anonymous creature couldn't be initialized
// expect: true true kelvin
// expect: Item: sock, quantity: 2
// expect: Unable to initialize shirt x0
// expect: Unable to initialize nameless x1
// expect: 1 x Orange juice ✔
// expect: 1 x Bacon ✘
// expect: 6 x Eggs ✘
// expect: Base.init
// expect: Base.init > Derived.init extra=5
// expect: true false
// expect: 2.5 2.5 0.0

// Initialization: failable initializers, init? on enums, init!, required initializers, closures for defaults
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Animal {
    let species: String
    init?(species: String) {
        if species.isEmpty { return nil }
        self.species = species
    }
}
if let giraffe = Animal(species: "Giraffe") { print("An animal was initialized with \(giraffe.species)") }
if Animal(species: "") == nil { print("The anonymous creature could not be initialized") }

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
print(TemperatureUnit(symbol: "F").map { "\($0)" } ?? "nil", TemperatureUnit(symbol: "X") == nil)

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
        print("Unable to initialize (\(n), \(q))")
    }
}
print(Int("42") ?? -1, Int("4x2") ?? -1, Double("2.5")!)

class Shape {
    let sides: Int
    required init(sides: Int) { self.sides = sides }
    class func make(_ n: Int) -> Self { Self(sides: n) }
}
class Polygon: Shape {
    required init(sides: Int) {
        print("Polygon with \(sides) sides")
        super.init(sides: sides)
    }
}
let poly = Polygon.make(5)
print(type(of: poly), poly.sides)

struct Chessboard {
    let colors: [Bool] = {
        var temp: [Bool] = []
        var isBlack = false
        for _ in 1...8 {
            for _ in 1...8 { temp.append(isBlack); isBlack.toggle() }
            isBlack.toggle()
        }
        return temp
    }()
    func squareIsBlack(row: Int, column: Int) -> Bool { colors[row * 8 + column] }
}
let board = Chessboard()
print(board.squareIsBlack(row: 0, column: 1), board.squareIsBlack(row: 7, column: 7))
// expect: An animal was initialized with Giraffe
// expect: The anonymous creature could not be initialized
// expect: fahrenheit true
// expect: Item: sock, quantity: 2
// expect: Unable to initialize (shirt, 0)
// expect: Unable to initialize (, 1)
// expect: 42 -1 2.5
// expect: Polygon with 5 sides
// expect: Polygon 5
// expect: true false

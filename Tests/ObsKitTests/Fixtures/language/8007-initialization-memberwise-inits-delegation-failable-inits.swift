// Swift book style (Initialization): memberwise inits, delegation, failable inits, required inits, closures for defaults
struct Celsius {
    var temperature: Double
    init(fromFahrenheit f: Double) { temperature = (f - 32.0) / 1.8 }
    init(fromKelvin k: Double) { temperature = k - 273.15 }
    init(_ c: Double) { temperature = c }
}
print(Celsius(fromFahrenheit: 212.0).temperature)
print(Celsius(fromKelvin: 273.15).temperature)
print(Celsius(37).temperature)
struct Color {
    let red, green, blue: Double
    init(red: Double, green: Double, blue: Double) { self.red = red; self.green = green; self.blue = blue }
    init(white: Double) { self.init(red: white, green: white, blue: white) }
}
let gray = Color(white: 0.5)
print(gray.red, gray.blue)
struct Size { var width = 0.0, height = 0.0 }
print(Size(width: 2.0), Size(height: 3.0), Size())
struct Animal {
    let species: String
    init?(species: String) {
        if species.isEmpty { return nil }
        self.species = species
    }
}
if let giraffe = Animal(species: "Giraffe") { print("An animal was initialized with a species of \(giraffe.species)") }
print(Animal(species: "") == nil)
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
print(TemperatureUnit(symbol: "F") as Any, TemperatureUnit(symbol: "X") as Any)
print(TemperatureUnit(rawValue: "K") != nil)
class Product {
    let name: String
    init?(name: String) { if name.isEmpty { return nil }; self.name = name }
}
class CartItem: Product {
    let quantity: Int
    init?(name: String, quantity: Int) {
        if quantity < 1 { return nil }
        self.quantity = quantity
        super.init(name: name)
    }
}
if let item = CartItem(name: "sock", quantity: 2) { print("Item: \(item.name), qty: \(item.quantity)") }
if CartItem(name: "shirt", quantity: 0) == nil { print("Unable to initialize zero shirts") }
class Base { required init() { print("Base init") } }
class Derived: Base { required init() { print("Derived init"); super.init() } }
_ = Derived()
struct Chessboard {
    let colors: [Bool] = {
        var temp: [Bool] = []
        var isBlack = false
        for _ in 1...4 {
            for _ in 1...4 { temp.append(isBlack); isBlack.toggle() }
            isBlack.toggle()
        }
        return temp
    }()
    func squareIsBlack(row: Int, column: Int) -> Bool { colors[row * 4 + column] }
}
let board = Chessboard()
print(board.squareIsBlack(row: 0, column: 1), board.squareIsBlack(row: 3, column: 3))
// expect: 100.0
// expect: 0.0
// expect: 37.0
// expect: 0.5 0.5
// expect: Size(width: 2.0, height: 0.0) Size(width: 0.0, height: 3.0) Size(width: 0.0, height: 0.0)
// expect: An animal was initialized with a species of Giraffe
// expect: true
// expect: Optional(main.TemperatureUnit.fahrenheit) nil
// expect: true
// expect: Item: sock, qty: 2
// expect: Unable to initialize zero shirts
// expect: Derived init
// expect: Base init
// expect: true false

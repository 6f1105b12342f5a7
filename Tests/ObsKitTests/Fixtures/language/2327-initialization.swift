// Swift book style: Initialization: designated/convenience, two-phase, failable, required, closure defaults
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
    override convenience init(name: String) { self.init(name: name, quantity: 1) }
}
class ShoppingListItem: RecipeIngredient {
    var purchased = false
    var description: String {
        var output = "\(quantity) x \(name)"
        output += purchased ? " ✔" : " ✘"
        return output
    }
}
var breakfastList = [ShoppingListItem(), ShoppingListItem(name: "Bacon"), ShoppingListItem(name: "Eggs", quantity: 6)]
breakfastList[0].name = "Orange juice"
breakfastList[0].purchased = true
for item in breakfastList { print(item.description) }

struct Animal {
    let species: String
    init?(species: String) {
        if species.isEmpty { return nil }
        self.species = species
    }
}
print(Animal(species: "Giraffe")?.species ?? "nil", Animal(species: "") == nil)

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
print(TemperatureUnit(symbol: "F") as Any, TemperatureUnit(symbol: "X") as Any, TemperatureUnit(rawValue: "C") as Any)

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
for (n, q) in [("sock", 2), ("shirt", 0), ("", 1)] {
    if let item = CartItem(name: n, quantity: q) { print("Item: \(item.name), quantity: \(item.quantity)") }
    else { print("Unable to initialize \(n.isEmpty ? "unnamed" : n) x\(q)") }
}

class Shape {
    required init() { print("Shape.init for \(type(of: self))") }
}
class Circle: Shape { var radius: Int; required init() { radius = 1; super.init() } }
func build<T: Shape>(_ kind: T.Type) -> T { kind.init() }
let c = build(Circle.self)
print(c.radius)

struct Chessboard {
    let boardColors: [Bool] = {
        var temporaryBoard: [Bool] = []
        var isBlack = false
        for _ in 1...8 {
            for _ in 1...8 { temporaryBoard.append(isBlack); isBlack = !isBlack }
            isBlack = !isBlack
        }
        return temporaryBoard
    }()
    func squareIsBlackAt(row: Int, column: Int) -> Bool { boardColors[(row * 8) + column] }
}
let board = Chessboard()
print(board.squareIsBlackAt(row: 0, column: 1), board.squareIsBlackAt(row: 7, column: 7), board.boardColors.filter { $0 }.count)

// expect: 1 x Orange juice ✔
// expect: 1 x Bacon ✘
// expect: 6 x Eggs ✘
// expect: Giraffe true
// expect: Optional(main.TemperatureUnit.fahrenheit) nil Optional(main.TemperatureUnit.celsius)
// expect: Item: sock, quantity: 2
// expect: Unable to initialize shirt x0
// expect: Unable to initialize unnamed x1
// expect: Shape.init for Circle
// expect: 1
// expect: true false 32

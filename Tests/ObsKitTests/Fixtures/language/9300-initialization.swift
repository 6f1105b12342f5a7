// Designated, convenience, failable and required initializers
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Celsius {
    var temperatureInCelsius: Double
    init(fromFahrenheit fahrenheit: Double) {
        temperatureInCelsius = (fahrenheit - 32.0) / 1.8
    }
    init(_ celsius: Double) {
        temperatureInCelsius = celsius
    }
}
print(Celsius(fromFahrenheit: 212.0).temperatureInCelsius)
print(Celsius(37.0).temperatureInCelsius)
class Food {
    var name: String
    init(name: String) {
        self.name = name
    }
    convenience init() {
        self.init(name: "[Unnamed]")
    }
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
for item in breakfastList {
    print(item.description)
}
struct Animal {
    let species: String
    init?(species: String) {
        if species.isEmpty { return nil }
        self.species = species
    }
}
print(Animal(species: "Giraffe")?.species ?? "none")
print(Animal(species: "") == nil ? "empty species rejected" : "accepted")

enum TemperatureUnit: Character {
    case kelvin = "K", celsius = "C", fahrenheit = "F"
}
for symbol: Character in ["F", "X", "K"] {
    if let unit = TemperatureUnit(rawValue: symbol) {
        print("\(symbol) -> \(unit)")
    } else {
        print("\(symbol) -> invalid")
    }
}
class Shape {
    let sides: Int
    required init(sides: Int) { self.sides = sides }
}
class Triangle: Shape {
    required init(sides: Int) { super.init(sides: 3) }
}
let t = Triangle(sides: 10)
print("triangle sides: \(t.sides)")
// expect: 100.0
// expect: 37.0
// expect: 1 x Orange juice ✔
// expect: 1 x Bacon ✘
// expect: 6 x Eggs ✘
// expect: Giraffe
// expect: empty species rejected
// expect: F -> fahrenheit
// expect: X -> invalid
// expect: K -> kelvin
// expect: triangle sides: 3

// init-failable-required
// expected output: swiftc 6.3.1 (Linux), run on this machine
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
print(Celsius(fromFahrenheit: 212).temperatureInCelsius, Celsius(37).temperatureInCelsius)
struct Animal {
    let species: String
    init?(species: String) {
        if species.isEmpty { return nil }
        self.species = species
    }
}
print(Animal(species: "Giraffe")?.species ?? "none", Animal(species: "") == nil)
enum TemperatureUnit: Character {
    case kelvin = "K", celsius = "C", fahrenheit = "F"
    init?(symbol: Character) {
        switch symbol {
        case "K", "k": self = .kelvin
        case "C", "c": self = .celsius
        case "F", "f": self = .fahrenheit
        default: return nil
        }
    }
}
print(TemperatureUnit(symbol: "f") as Any, TemperatureUnit(symbol: "X") as Any, TemperatureUnit(rawValue: "K") as Any)
class Food {
    var name: String
    init(name: String) {
        self.name = name
        print("Food.init(name: \(name))")
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
    var summary: String {
        "\(quantity) x \(name)" + (purchased ? " ✔" : " ✘")
    }
}
var breakfast = [ShoppingListItem(), ShoppingListItem(name: "Bacon"), ShoppingListItem(name: "Eggs", quantity: 6)]
breakfast[0].name = "Orange juice"
breakfast[0].purchased = true
for item in breakfast { print(item.summary) }
class Document {
    var title: String
    required init(title: String) { self.title = title }
    init?(nonEmpty title: String) {
        guard !title.isEmpty else { return nil }
        self.title = title
    }
}
class Report: Document {
    required init(title: String) { super.init(title: title.uppercased()) }
}
func make<T: Document>(_ type: T.Type, _ title: String) -> T { T(title: title) }
print(make(Document.self, "notes").title, make(Report.self, "q3 sales").title)
print(Document(nonEmpty: "") == nil, Document(nonEmpty: "x")?.title ?? "nil")
// expect: 100.0 37.0
// expect: Giraffe true
// expect: Optional(main.TemperatureUnit.fahrenheit) nil Optional(main.TemperatureUnit.kelvin)
// expect: Food.init(name: [Unnamed])
// expect: Food.init(name: Bacon)
// expect: Food.init(name: Eggs)
// expect: 1 x Orange juice ✔
// expect: 1 x Bacon ✘
// expect: 6 x Eggs ✘
// expect: notes Q3 SALES
// expect: true x

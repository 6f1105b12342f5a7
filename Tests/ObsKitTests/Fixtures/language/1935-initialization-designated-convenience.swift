// Swift book style (Initialization): memberwise, designated, convenience and required initializers
struct Celsius {
    var degrees: Double
    init(fromFahrenheit f: Double) { degrees = (f - 32.0) / 1.8 }
    init(fromKelvin k: Double) { degrees = k - 273.15 }
    init(_ c: Double) { degrees = c }
}
print(Celsius(fromFahrenheit: 212.0).degrees)
print(Celsius(fromKelvin: 273.15).degrees)
print(Celsius(37.0).degrees)

struct Size { var w = 0, h = 0 }
print(Size(w: 2).w, Size(h: 5).h, Size().w)

class Food {
    var name: String
    init(name: String) { self.name = name }
    convenience init() { self.init(name: "[Unnamed]") }
}
class Recipe: Food {
    var quantity: Int
    init(name: String, quantity: Int) {
        self.quantity = quantity
        super.init(name: name)
    }
    override convenience init(name: String) { self.init(name: name, quantity: 1) }
}
class ListItem: Recipe {
    var bought = false
    var line: String {
        "\(quantity) x \(name)" + (bought ? " ✔" : " ✘")
    }
}
var list = [ListItem(), ListItem(name: "Bacon"), ListItem(name: "Eggs", quantity: 6)]
list[0].name = "Orange juice"
list[0].bought = true
for item in list { print(item.line) }
print(Food().name)

class Shape {
    let sides: Int
    required init(sides: Int) { self.sides = sides }
}
class Polygon: Shape {
    required init(sides: Int) {
        super.init(sides: max(3, sides))
    }
}
func build<T: Shape>(_ type: T.Type, _ n: Int) -> T { type.init(sides: n) }
print(build(Shape.self, 1).sides, build(Polygon.self, 1).sides)

// expect: 100.0
// expect: 0.0
// expect: 37.0
// expect: 2 5 0
// expect: 1 x Orange juice ✔
// expect: 1 x Bacon ✘
// expect: 6 x Eggs ✘
// expect: [Unnamed]
// expect: 1 3

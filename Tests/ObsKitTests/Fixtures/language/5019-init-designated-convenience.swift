// Initialization: default values, custom inits, delegation, designated and convenience, inheritance
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Celsius {
    var temperature: Double
    init(fromFahrenheit f: Double) { temperature = (f - 32.0) / 1.8 }
    init(fromKelvin k: Double) { temperature = k - 273.15 }
    init(_ c: Double) { temperature = c }
}
print(Celsius(fromFahrenheit: 212.0).temperature, Celsius(fromKelvin: 273.15).temperature, Celsius(37).temperature)

struct Size { var width = 0.0, height = 0.0 }
struct Point { var x = 0.0, y = 0.0 }
struct Rect {
    var origin = Point()
    var size = Size()
    init() {}
    init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }
    init(center: Point, size: Size) {
        self.init(origin: Point(x: center.x - size.width / 2, y: center.y - size.height / 2), size: size)
    }
}
let r = Rect(center: Point(x: 4, y: 4), size: Size(width: 3, height: 3))
print(r.origin.x, r.origin.y, Rect().size.width)

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
print(Food().name)
var breakfastList = [
    ShoppingListItem(),
    ShoppingListItem(name: "Bacon"),
    ShoppingListItem(name: "Eggs", quantity: 6),
]
breakfastList[0].name = "Orange juice"
breakfastList[0].purchased = true
for item in breakfastList { print(item.description) }

class Base {
    let id: Int
    init(id: Int) { self.id = id; print("Base.init \(id)") }
}
class Derived: Base {
    let tag: String
    init(tag: String) {
        self.tag = tag
        print("Derived phase 1")
        super.init(id: tag.count)
        print("Derived phase 2: \(self.id) \(self.tag)")
    }
}
_ = Derived(tag: "hello")
// expect: 100.0 0.0 37.0
// expect: 2.5 2.5 0.0
// expect: [Unnamed]
// expect: 1 x Orange juice ✔
// expect: 1 x Bacon ✘
// expect: 6 x Eggs ✘
// expect: Derived phase 1
// expect: Base.init 5
// expect: Derived phase 2: 5 hello

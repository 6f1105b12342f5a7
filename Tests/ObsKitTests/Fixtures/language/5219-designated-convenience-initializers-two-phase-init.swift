// Book style (Initialization): designated and convenience initializers, two-phase init and automatic initializer inheritance
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
let namedMeat = Food(name: "Bacon")
let mysteryMeat = Food()
print(namedMeat.name, mysteryMeat.name)
let oneMysteryItem = RecipeIngredient()
let oneBacon = RecipeIngredient(name: "Bacon")
let sixEggs = RecipeIngredient(name: "Eggs", quantity: 6)
print(oneMysteryItem.name, oneMysteryItem.quantity, oneBacon.quantity, sixEggs.quantity)

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

class Base {
    var log: [String] = []
    let id: Int
    init(id: Int) {
        self.id = id
        log.append("Base.init phase 1 done for \(id)")
        describe()
    }
    func describe() { log.append("Base.describe") }
}
class Derived: Base {
    var label: String
    init(label: String) {
        self.label = label
        super.init(id: label.count)
        log.append("Derived phase 2: label=\(self.label)")
    }
    override func describe() { log.append("Derived.describe sees label \(label)") }
}
let d = Derived(label: "hello")
for line in d.log { print(line) }
print(d.id)

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
        let originX = center.x - (size.width / 2)
        let originY = center.y - (size.height / 2)
        self.init(origin: Point(x: originX, y: originY), size: size)
    }
}
let centerRect = Rect(center: Point(x: 4.0, y: 4.0), size: Size(width: 3.0, height: 3.0))
print(centerRect.origin.x, centerRect.origin.y)

// expect: Bacon [Unnamed]
// expect: [Unnamed] 1 1 6
// expect: 1 x Orange juice ✔
// expect: 1 x Bacon ✘
// expect: 6 x Eggs ✘
// expect: Base.init phase 1 done for 5
// expect: Derived.describe sees label hello
// expect: Derived phase 2: label=hello
// expect: 5
// expect: 2.5 2.5

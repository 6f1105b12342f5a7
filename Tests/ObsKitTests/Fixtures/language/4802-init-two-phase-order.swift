// Swift book style: class initialization, two-phase init and printing order
// Checks: designated init sets own properties before super.init; phase-two customisation
// runs after super.init returns; convenience inits delegate across; automatic inheritance
// of designated and convenience initializers; overriding init() with super.init().

class Food {
    var name: String
    init(name: String) {
        print("Food.init(name: \(name)) phase 1")
        self.name = name
        print("Food.init(name:) done")
    }
    convenience init() {
        print("Food.init() convenience")
        self.init(name: "[Unnamed]")
    }
}

print("-- meat")
let namedMeat = Food(name: "Bacon")
print("-- mystery")
let mysteryMeat = Food()
print(namedMeat.name, mysteryMeat.name)

class RecipeIngredient: Food {
    var quantity: Int
    init(name: String, quantity: Int) {
        print("RecipeIngredient phase 1 sets quantity \(quantity)")
        self.quantity = quantity
        super.init(name: name)
        print("RecipeIngredient phase 2 sees name \(self.name)")
    }
    override convenience init(name: String) {
        print("RecipeIngredient convenience init(name:)")
        self.init(name: name, quantity: 1)
    }
}

print("-- one ingredient")
let oneMysteryItem = RecipeIngredient()
print("-- egg")
let oneBacon = RecipeIngredient(name: "Egg")
print("-- six eggs")
let sixEggs = RecipeIngredient(name: "Eggs", quantity: 6)
print(oneMysteryItem.name, oneMysteryItem.quantity, oneBacon.quantity, sixEggs.quantity)

final class ShoppingListItem: RecipeIngredient {
    var purchased = false
    var description: String {
        var output = "\(quantity) x \(name)"
        output += purchased ? " ✔" : " ✘"
        return output
    }
}

print("-- shopping list")
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

// Overriding the default init and calling super.init() implicitly vs explicitly
class Vehicle {
    var numberOfWheels = 0
    var description: String { "\(numberOfWheels) wheel(s)" }
    init() {
        print("Vehicle.init")
    }
}
final class Bicycle: Vehicle {
    override init() {
        print("Bicycle.init before super")
        super.init()
        numberOfWheels = 2
        print("Bicycle.init after super")
    }
}
final class Hoverboard: Vehicle {
    var color: String
    init(color: String) {
        self.color = color
        print("Hoverboard.init phase 1")
        // super.init() called implicitly here
    }
    override var description: String {
        "\(super.description) in a beautiful \(color)"
    }
}
print("-- bicycle")
let bicycle = Bicycle()
print("Bicycle: \(bicycle.description)")
print("-- hoverboard")
let hoverboard = Hoverboard(color: "silver")
print("Hoverboard: \(hoverboard.description)")

// Property default values are evaluated before the init body
func noisyDefault(_ label: String) -> Int {
    print("default value for \(label)")
    return label.count
}
class Base {
    var a = noisyDefault("a")
    init() { print("Base.init body") }
}
final class Child: Base {
    var b = noisyDefault("bb")
    override init() {
        print("Child.init body start")
        super.init()
        print("Child.init body end a=\(a) b=\(b)")
    }
}
print("-- defaults")
_ = Child()

// expect: -- meat
// expect: Food.init(name: Bacon) phase 1
// expect: Food.init(name:) done
// expect: -- mystery
// expect: Food.init() convenience
// expect: Food.init(name: [Unnamed]) phase 1
// expect: Food.init(name:) done
// expect: Bacon [Unnamed]
// expect: -- one ingredient
// expect: Food.init() convenience
// expect: RecipeIngredient convenience init(name:)
// expect: RecipeIngredient phase 1 sets quantity 1
// expect: Food.init(name: [Unnamed]) phase 1
// expect: Food.init(name:) done
// expect: RecipeIngredient phase 2 sees name [Unnamed]
// expect: -- egg
// expect: RecipeIngredient convenience init(name:)
// expect: RecipeIngredient phase 1 sets quantity 1
// expect: Food.init(name: Egg) phase 1
// expect: Food.init(name:) done
// expect: RecipeIngredient phase 2 sees name Egg
// expect: -- six eggs
// expect: RecipeIngredient phase 1 sets quantity 6
// expect: Food.init(name: Eggs) phase 1
// expect: Food.init(name:) done
// expect: RecipeIngredient phase 2 sees name Eggs
// expect: [Unnamed] 1 1 6
// expect: -- shopping list
// expect: Food.init() convenience
// expect: RecipeIngredient convenience init(name:)
// expect: RecipeIngredient phase 1 sets quantity 1
// expect: Food.init(name: [Unnamed]) phase 1
// expect: Food.init(name:) done
// expect: RecipeIngredient phase 2 sees name [Unnamed]
// expect: RecipeIngredient convenience init(name:)
// expect: RecipeIngredient phase 1 sets quantity 1
// expect: Food.init(name: Bacon) phase 1
// expect: Food.init(name:) done
// expect: RecipeIngredient phase 2 sees name Bacon
// expect: RecipeIngredient phase 1 sets quantity 6
// expect: Food.init(name: Eggs) phase 1
// expect: Food.init(name:) done
// expect: RecipeIngredient phase 2 sees name Eggs
// expect: 1 x Orange juice ✔
// expect: 1 x Bacon ✘
// expect: 6 x Eggs ✘
// expect: -- bicycle
// expect: Bicycle.init before super
// expect: Vehicle.init
// expect: Bicycle.init after super
// expect: Bicycle: 2 wheel(s)
// expect: -- hoverboard
// expect: Hoverboard.init phase 1
// expect: Vehicle.init
// expect: Hoverboard: 0 wheel(s) in a beautiful silver
// expect: -- defaults
// expect: default value for bb
// expect: Child.init body start
// expect: default value for a
// expect: Base.init body
// expect: Child.init body end a=1 b=2

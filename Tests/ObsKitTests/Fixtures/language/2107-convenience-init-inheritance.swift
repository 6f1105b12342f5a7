// Compiler test style: automatic initializer inheritance rules for designated and convenience initializers
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
        print("RecipeIngredient.init(quantity: \(quantity))")
    }
    override convenience init(name: String) {
        print("RecipeIngredient convenience(name:)")
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

class Discounted: ShoppingListItem {
    let percent: Int
    init(name: String, percent: Int) {
        self.percent = percent
        super.init(name: name, quantity: 2)
    }
    // No inherited initializers: it defines its own designated init without overriding all of the superclass's
}

print("-- food")
let mystery = Food()
print(mystery.name)
print("-- ingredient")
let one = RecipeIngredient()
print(one.name, one.quantity)
print("-- list")
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
print("-- discounted")
let d = Discounted(name: "Cheese", percent: 10)
print(d.description, d.percent)

// expect: -- food
// expect: Food.init(name: [Unnamed])
// expect: [Unnamed]
// expect: -- ingredient
// expect: RecipeIngredient convenience(name:)
// expect: Food.init(name: [Unnamed])
// expect: RecipeIngredient.init(quantity: 1)
// expect: [Unnamed] 1
// expect: -- list
// expect: RecipeIngredient convenience(name:)
// expect: Food.init(name: [Unnamed])
// expect: RecipeIngredient.init(quantity: 1)
// expect: RecipeIngredient convenience(name:)
// expect: Food.init(name: Bacon)
// expect: RecipeIngredient.init(quantity: 1)
// expect: Food.init(name: Eggs)
// expect: RecipeIngredient.init(quantity: 6)
// expect: 1 x Orange juice ✔
// expect: 1 x Bacon ✘
// expect: 6 x Eggs ✘
// expect: -- discounted
// expect: Food.init(name: Cheese)
// expect: RecipeIngredient.init(quantity: 2)
// expect: 2 x Cheese ✘ 10

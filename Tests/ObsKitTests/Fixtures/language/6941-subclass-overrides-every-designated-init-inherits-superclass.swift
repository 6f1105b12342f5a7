// Swift book style (inheriting convenience initializers): a subclass that overrides every designated init inherits the superclass's convenience inits
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

let mystery = Food()
print(mystery.name)
let one = RecipeIngredient()
print(one.name, one.quantity)
let six = RecipeIngredient(name: "Eggs", quantity: 6)
print(six.name, six.quantity)

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
let foods: [Food] = breakfastList
print(foods.map { ($0 as? RecipeIngredient)?.quantity ?? 0 })

// expect: [Unnamed]
// expect: [Unnamed] 1
// expect: Eggs 6
// expect: 1 x Orange juice ✔
// expect: 1 x Bacon ✘
// expect: 6 x Eggs ✘
// expect: [1, 1, 6]

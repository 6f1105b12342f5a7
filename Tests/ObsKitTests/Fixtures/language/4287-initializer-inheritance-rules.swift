// Compiler test style: automatic initializer inheritance rules 1 and 2
class Food {
  var name: String
  init(name: String) {
    self.name = name
    print("  Food.init(name:) \(name)")
  }
  convenience init() {
    print("  Food.init()")
    self.init(name: "[Unnamed]")
  }
}

class RecipeIngredient: Food {
  var quantity: Int
  init(name: String, quantity: Int) {
    print("  RecipeIngredient.init(name:quantity:)")
    self.quantity = quantity
    super.init(name: name)
  }
  override convenience init(name: String) {
    print("  RecipeIngredient.init(name:) convenience")
    self.init(name: name, quantity: 1)
  }
}

class ShoppingListItem: RecipeIngredient {
  var purchased = false
  var description: String {
    var output = "\(quantity) x \(name)"
    output += purchased ? " yes" : " no"
    return output
  }
}

class Spice: ShoppingListItem {
  var heat = 3
}

print("Food():")
let f = Food()
print("RecipeIngredient():")
let r1 = RecipeIngredient()
print("RecipeIngredient(name:):")
let r2 = RecipeIngredient(name: "egg")
print("ShoppingListItem():")
let s1 = ShoppingListItem()
print("ShoppingListItem(name:quantity:):")
let s2 = ShoppingListItem(name: "milk", quantity: 2)
print("Spice(name:):")
let sp = Spice(name: "chili")
sp.purchased = true

print(f.name, r1.name, r1.quantity, r2.name, r2.quantity)
let list: [ShoppingListItem] = [s1, s2, sp]
for item in list {
  print(item.description)
}
print(sp.heat)
// expect: Food():
// expect:   Food.init()
// expect:   Food.init(name:) [Unnamed]
// expect: RecipeIngredient():
// expect:   Food.init()
// expect:   RecipeIngredient.init(name:) convenience
// expect:   RecipeIngredient.init(name:quantity:)
// expect:   Food.init(name:) [Unnamed]
// expect: RecipeIngredient(name:):
// expect:   RecipeIngredient.init(name:) convenience
// expect:   RecipeIngredient.init(name:quantity:)
// expect:   Food.init(name:) egg
// expect: ShoppingListItem():
// expect:   Food.init()
// expect:   RecipeIngredient.init(name:) convenience
// expect:   RecipeIngredient.init(name:quantity:)
// expect:   Food.init(name:) [Unnamed]
// expect: ShoppingListItem(name:quantity:):
// expect:   RecipeIngredient.init(name:quantity:)
// expect:   Food.init(name:) milk
// expect: Spice(name:):
// expect:   RecipeIngredient.init(name:) convenience
// expect:   RecipeIngredient.init(name:quantity:)
// expect:   Food.init(name:) chili
// expect: [Unnamed] [Unnamed] 1 egg 1
// expect: 1 x [Unnamed] no
// expect: 2 x milk no
// expect: 1 x chili yes
// expect: 3

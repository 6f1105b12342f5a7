// Swift book style (Inheritance): automatic initializer inheritance, super calls in chains and final members
class Food {
    var name: String
    init(name: String) { self.name = name }
    convenience init() { self.init(name: "[Unnamed]") }
    func label() -> String { name }
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
    override func label() -> String { "\(quantity) x " + super.label() }
}

class ShoppingItem: RecipeIngredient {
    var purchased = false
    final var mark: String { purchased ? " ✔" : " ✘" }
    override func label() -> String { super.label() + mark }
}

let mystery = RecipeIngredient()
let oneBacon = RecipeIngredient(name: "Bacon")
let sixEggs = RecipeIngredient(name: "Eggs", quantity: 6)
print(mystery.label(), "|", oneBacon.label(), "|", sixEggs.label())

var list = [
    ShoppingItem(),
    ShoppingItem(name: "Bacon"),
    ShoppingItem(name: "Eggs", quantity: 6),
]
list[0].name = "Orange juice"
list[0].purchased = true
for item in list {
    print(item.label())
}

class Logger {
    var lines: [String] = []
    func log(_ s: String) { lines.append("base:" + s) }
}
class PrefixLogger: Logger {
    override func log(_ s: String) { super.log("[p]" + s) }
}
final class DoubleLogger: PrefixLogger {
    override func log(_ s: String) {
        super.log(s)
        super.log(s.uppercased())
    }
}
let logger: Logger = DoubleLogger()
logger.log("ok")
print(logger.lines)

class Animal {
    func speak() -> String { "..." }
    final func introduce() -> String { "I say " + speak() }
}
class Cat: Animal {
    override func speak() -> String { "meow" }
}
class Lion: Cat {
    override func speak() -> String { super.speak().uppercased() + "!" }
}
for a in [Animal(), Cat(), Lion()] {
    print(type(of: a), a.introduce())
}

// expect: 1 x [Unnamed] | 1 x Bacon | 6 x Eggs
// expect: 1 x Orange juice ✔
// expect: 1 x Bacon ✘
// expect: 6 x Eggs ✘
// expect: ["base:[p]ok", "base:[p]OK"]
// expect: Animal I say ...
// expect: Cat I say meow
// expect: Lion I say MEOW!

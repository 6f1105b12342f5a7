// Initialization: designated and convenience initializers across a three-level hierarchy, with inherited convenience inits.
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Drink {
    var name: String
    init(name: String) { self.name = name }
    convenience init() { self.init(name: "[Unnamed]") }
}
let namedDrink = Drink(name: "Lemonade")
let mysteryDrink = Drink()
print(namedDrink.name, mysteryDrink.name)
class OrderLine: Drink {
    var quantity: Int
    init(name: String, quantity: Int) {
        self.quantity = quantity
        super.init(name: name)
    }
    override convenience init(name: String) { self.init(name: name, quantity: 1) }
}
let oneMystery = OrderLine()
let oneTea = OrderLine(name: "Tea")
let sixCoffees = OrderLine(name: "Coffee", quantity: 6)
print(oneMystery.name, oneMystery.quantity, oneTea.quantity, sixCoffees.quantity)
class ReceiptLine: OrderLine {
    var paid = false
    var description: String {
        var output = "\(quantity) x \(name)"
        output += paid ? " ✔" : " ✘"
        return output
    }
}
var lines = [ReceiptLine(), ReceiptLine(name: "Juice"), ReceiptLine(name: "Water", quantity: 2)]
lines[0].name = "Espresso"
lines[0].paid = true
for line in lines { print(line.description) }
class Account {
    let id: Int
    var owner: String
    init(id: Int, owner: String) { self.id = id; self.owner = owner }
    convenience init(owner: String) { self.init(id: Account.nextID(), owner: owner) }
    convenience init(copying other: Account) { self.init(owner: other.owner + " (copy)") }
    static var counter = 0
    static func nextID() -> Int { counter += 1; return counter }
}
let a1 = Account(owner: "ana")
let a2 = Account(copying: a1)
let a3 = Account(id: 99, owner: "root")
print([a1, a2, a3].map { "\($0.id):\($0.owner)" })

// expect: Lemonade [Unnamed]
// expect: [Unnamed] 1 1 6
// expect: 1 x Espresso ✔
// expect: 1 x Juice ✘
// expect: 2 x Water ✘
// expect: ["1:ana", "2:ana (copy)", "99:root"]

// Swift book style: default initializers and memberwise initializers with default property values
class ShoppingListItem {
    var name: String?
    var quantity = 1
    var purchased = false
}

struct Size {
    var width = 0.0, height = 0.0
}

struct Account {
    var owner: String
    var balance: Int = 0
    let currency: String = "EUR"
    var tags: [String] = []
}

struct Empty {}

let item = ShoppingListItem()
print(item.name as Any, item.quantity, item.purchased)
item.name = "Eggs"
item.quantity = 12
print(item.name!, item.quantity)

let twoByTwo = Size(width: 2.0, height: 2.0)
let zeroByTwo = Size(height: 2.0)
let zeroByZero = Size()
let widthOnly = Size(width: 5)
print(twoByTwo.width, twoByTwo.height)
print(zeroByTwo.width, zeroByTwo.height)
print(zeroByZero.width, zeroByZero.height)
print(widthOnly.width, widthOnly.height)

let a1 = Account(owner: "Ann")
let a2 = Account(owner: "Bob", balance: 50)
let a3 = Account(owner: "Cy", tags: ["vip"])
let a4 = Account(owner: "Di", balance: 7, tags: ["x", "y"])
for a in [a1, a2, a3, a4] {
    print("\(a.owner): \(a.balance) \(a.currency) \(a.tags)")
}
let e = Empty()
print(e)
print(Size(width: 1, height: 3))
// expect: nil 1 false
// expect: Eggs 12
// expect: 2.0 2.0
// expect: 0.0 2.0
// expect: 0.0 0.0
// expect: 5.0 0.0
// expect: Ann: 0 EUR []
// expect: Bob: 50 EUR []
// expect: Cy: 0 EUR ["vip"]
// expect: Di: 7 EUR ["x", "y"]
// expect: Empty()
// expect: Size(width: 1.0, height: 3.0)

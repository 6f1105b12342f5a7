// App code style: let class instances with mutable properties vs let structs
final class Cart {
    var items: [String] = []
    var discount = 0
    let id: Int
    init(id: Int) { self.id = id }
    func add(_ s: String) { items.append(s) }
}

struct Receipt {
    var lines: [String]
    var total: Int
}

let cart = Cart(id: 7)
cart.add("tea")
cart.add("milk")
cart.items.append("bread")
cart.discount += 5
cart.items[0] = "green tea"
print(cart.id, cart.items, cart.discount)

let carts = [Cart(id: 1), Cart(id: 2)]
carts[0].add("x")
carts[1].discount = 10
for c in carts { c.items.append("bag") }
print(carts.map { "\($0.id):\($0.items.joined(separator: "+")):\($0.discount)" })

let receipt = Receipt(lines: ["a"], total: 3)
var editable = receipt
editable.lines.append("b")
editable.total += 4
print(receipt.lines, receipt.total, editable.lines, editable.total)

struct Session { let cart: Cart; var note: String }
let session = Session(cart: cart, note: "n")
session.cart.add("eggs")
print(cart.items.count, session.cart === cart)

let dict: [String: Cart] = ["main": cart]
dict["main"]?.add("jam")
dict["main"]?.discount -= 1
print(cart.items.last ?? "", cart.discount)

let tupleOfRefs = (cart, carts[0])
tupleOfRefs.1.add("from tuple")
print(carts[0].items)
// expect: 7 ["green tea", "milk", "bread"] 5
// expect: ["1:x+bag:0", "2:bag:10"]
// expect: ["a"] 3 ["a", "b"] 7
// expect: 4 true
// expect: jam 4
// expect: ["x", "bag", "from tuple"]

// Swift by Sundell style (value vs reference semantics): modeling a shopping cart with structs and a class store
struct Product: Hashable {
    let id: Int
    let name: String
    let priceCents: Int
}

struct LineItem {
    let product: Product
    var quantity: Int
    var subtotal: Int { product.priceCents * quantity }
}

struct Cart {
    private(set) var items: [LineItem] = []
    var discountPercent = 0

    mutating func add(_ product: Product, quantity: Int = 1) {
        if let i = items.firstIndex(where: { $0.product == product }) {
            items[i].quantity += quantity
        } else {
            items.append(LineItem(product: product, quantity: quantity))
        }
    }

    mutating func remove(_ product: Product) {
        items.removeAll { $0.product == product }
    }

    var total: Int {
        let raw = items.map(\.subtotal).reduce(0, +)
        return raw - raw * discountPercent / 100
    }
}

final class Store {
    var carts: [String: Cart] = [:]
    var orders: [(String, Int)] = []

    func checkout(_ user: String) {
        guard let cart = carts.removeValue(forKey: user) else {
            print("no cart for \(user)")
            return
        }
        orders.append((user, cart.total))
    }
}

let apple = Product(id: 1, name: "Apple", priceCents: 50)
let bread = Product(id: 2, name: "Bread", priceCents: 325)
let cheese = Product(id: 3, name: "Cheese", priceCents: 799)

var cart = Cart()
cart.add(apple, quantity: 4)
cart.add(bread)
cart.add(apple)
print(cart.items.map { "\($0.product.name)x\($0.quantity)" }, cart.total)

var copy = cart
copy.add(cheese)
copy.discountPercent = 10
print(cart.total, copy.total)
copy.remove(apple)
print(copy.items.count, cart.items.count)

let store = Store()
let alias = store
store.carts["ann"] = cart
alias.carts["bob"] = copy
store.carts["ann"]?.add(bread, quantity: 2)
print(alias.carts["ann"]!.total)
store.checkout("ann")
alias.checkout("bob")
store.checkout("carl")
print(store.orders.map { "\($0.0): \($0.1)" }, alias.carts.isEmpty)
let uniqueProducts = Set(cart.items.map(\.product) + copy.items.map(\.product))
print(uniqueProducts.map(\.name).sorted())

// expect: ["Applex5", "Breadx1"] 575
// expect: 575 1237
// expect: 2 2
// expect: 1225
// expect: no cart for carl
// expect: ["ann: 1225", "bob: 1012"] true
// expect: ["Apple", "Bread", "Cheese"]

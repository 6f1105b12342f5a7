// Check error: calling a mutating method on a function parameter
struct Inventory {
    var items: [String: Int] = [:]

    mutating func add(_ name: String, count: Int) {
        items[name, default: 0] += count
    }
}

func restock(_ inventory: Inventory) {
    inventory.add("apples", count: 10)
    inventory.add("pears", count: 5)
}

var shop = Inventory()
restock(shop)
print(shop.items)
// expect-error: cannot use mutating member on immutable value: 'inventory' is a 'let' constant

// Swift Evolution SE-0313 style (isolated parameters): free functions that run on an actor's isolation because a parameter is marked isolated
actor Inventory {
    var items: [String: Int] = [:]

    func snapshot() -> [(String, Int)] {
        items.sorted { $0.key < $1.key }
    }
}

// Runs isolated to `inventory`, so it can touch its state synchronously.
func restock(_ inventory: isolated Inventory, _ name: String, by amount: Int) {
    inventory.items[name, default: 0] += amount
}

func sell(_ inventory: isolated Inventory, _ name: String) -> Bool {
    guard let count = inventory.items[name], count > 0 else { return false }
    inventory.items[name] = count - 1
    return true
}

func bulkUpdate(_ inventory: isolated Inventory, _ changes: [(String, Int)]) -> Int {
    for (name, amount) in changes {
        restock(inventory, name, by: amount)
    }
    return inventory.items.values.reduce(0, +)
}

extension Inventory {
    func report(_ label: String) -> String {
        let parts = snapshot().map { "\($0.0)=\($0.1)" }
        return "\(label): " + parts.joined(separator: ", ")
    }
}

let shop = Inventory()
await restock(shop, "apple", by: 3)
await restock(shop, "bread", by: 1)
print(await shop.report("start"))

let sold = [await sell(shop, "apple"), await sell(shop, "bread"), await sell(shop, "bread"), await sell(shop, "milk")]
print("sold:", sold)

let total = await bulkUpdate(shop, [("milk", 6), ("apple", 2), ("cheese", 4)])
print("total units:", total)
print(await shop.report("end"))

// expect: start: apple=3, bread=1
// expect: sold: [true, true, false, false]
// expect: total units: 14
// expect: end: apple=4, bread=0, cheese=4, milk=6

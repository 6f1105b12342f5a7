// Concurrency tutorial: inside an actor no await is needed; outside, calls hop onto the actor
actor Inventory {
    private var stock: [String: Int] = [:]

    func add(_ item: String, count: Int) {
        stock[item, default: 0] += count
    }

    func remove(_ item: String, count: Int) -> Bool {
        guard let current = stock[item], current >= count else { return false }
        stock[item] = current - count
        return true
    }

    // Calls its own methods synchronously: we are already isolated to this actor.
    func restockIfLow(_ item: String, threshold: Int, amount: Int) -> String {
        let current = quantity(of: item)
        if current < threshold {
            add(item, count: amount)
            return "\(item): restocked from \(current) to \(quantity(of: item))"
        }
        return "\(item): \(current) is enough"
    }

    func quantity(of item: String) -> Int {
        stock[item] ?? 0
    }

    func report() -> String {
        stock.keys.sorted().map { "\($0)=\(stock[$0]!)" }.joined(separator: " ")
    }
}

// An isolated parameter lets a free function run on the actor and use it synchronously.
func sellBundle(from inventory: isolated Inventory) -> String {
    let ok = inventory.remove("apple", count: 2) && inventory.remove("pear", count: 1)
    return ok ? "bundle sold" : "bundle unavailable"
}

let inventory = Inventory()
await inventory.add("apple", count: 5)
await inventory.add("pear", count: 1)
print(await inventory.report())

print(await sellBundle(from: inventory))
print(await sellBundle(from: inventory))
print(await inventory.report())

print(await inventory.restockIfLow("pear", threshold: 3, amount: 10))
print(await inventory.restockIfLow("apple", threshold: 3, amount: 10))
print(await inventory.report())
// expect: apple=5 pear=1
// expect: bundle sold
// expect: bundle unavailable
// expect: apple=1 pear=0
// expect: pear: restocked from 0 to 10
// expect: apple: restocked from 1 to 11
// expect: apple=11 pear=10

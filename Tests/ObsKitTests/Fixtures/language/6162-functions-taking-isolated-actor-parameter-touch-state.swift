// Kodeco style (isolated parameters): functions taking an isolated actor parameter to touch its state synchronously in one hop
actor Inventory {
    var stock: [String: Int] = [:]
    var log: [String] = []

    func add(_ item: String, _ count: Int) {
        stock[item, default: 0] += count
        log.append("add \(item) \(count)")
    }
}

func restock(_ inventory: isolated Inventory, items: [(String, Int)]) {
    for (item, count) in items {
        inventory.add(item, count)
    }
    inventory.log.append("restock of \(items.count)")
}

func take(_ item: String, _ count: Int, from inventory: isolated Inventory) -> Bool {
    guard let have = inventory.stock[item], have >= count else {
        inventory.log.append("refused \(item) \(count)")
        return false
    }
    inventory.stock[item] = have - count
    inventory.log.append("took \(item) \(count)")
    return true
}

func report(_ inventory: isolated Inventory) -> String {
    inventory.stock.keys.sorted().map { "\($0)=\(inventory.stock[$0]!)" }.joined(separator: " ")
}

extension Inventory {
    func runBatch(_ body: (isolated Inventory) -> Void) {
        body(self)
    }
}

let inventory = Inventory()
await restock(inventory, items: [("apple", 5), ("pear", 2), ("apple", 3)])
print(await report(inventory))
print(await take("apple", 6, from: inventory))
print(await take("pear", 4, from: inventory))
print(await report(inventory))

await inventory.runBatch { inv in
    inv.add("plum", 9)
    _ = take("plum", 1, from: inv)
}
print(await report(inventory))

func isolatedCount(_ actor: isolated (any Actor)? = #isolation) -> String {
    actor == nil ? "nonisolated caller" : "isolated caller"
}
print(isolatedCount(nil))

for entry in await inventory.log { print("log:", entry) }

// expect: apple=8 pear=2
// expect: true
// expect: false
// expect: apple=2 pear=2
// expect: apple=2 pear=2 plum=8
// expect: nonisolated caller
// expect: log: add apple 5
// expect: log: add pear 2
// expect: log: add apple 3
// expect: log: restock of 3
// expect: log: took apple 6
// expect: log: refused pear 4
// expect: log: add plum 9
// expect: log: took plum 1

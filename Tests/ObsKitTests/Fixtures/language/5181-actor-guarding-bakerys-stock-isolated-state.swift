// Book style (Concurrency): an actor guarding a bakery's stock with isolated state and async calls
actor Bakery {
    let name: String
    private var stock: [String: Int] = [:]
    private(set) var log: [String] = []
    init(name: String) { self.name = name }

    func bake(_ item: String, count: Int) {
        stock[item, default: 0] += count
        log.append("baked \(count) \(item)")
    }

    func sell(_ item: String, count: Int) throws -> Int {
        let have = stock[item, default: 0]
        guard have >= count else {
            throw ShortageError(item: item, wanted: count, available: have)
        }
        stock[item] = have - count
        log.append("sold \(count) \(item)")
        return count * 3
    }

    func inventory() -> [(String, Int)] {
        stock.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    nonisolated func sign() -> String { "~ \(name) ~" }
}

struct ShortageError: Error {
    let item: String
    let wanted: Int
    let available: Int
}

let shop = Bakery(name: "Crumb")
print(shop.sign())
await shop.bake("rye", count: 4)
await shop.bake("bun", count: 10)
do {
    let earned = try await shop.sell("bun", count: 6)
    print("earned", earned)
    _ = try await shop.sell("rye", count: 5)
} catch let e as ShortageError {
    print("short:", e)
}
await withTaskGroup(of: Void.self) { group in
    for i in 1...5 {
        group.addTask { await shop.bake("roll", count: i) }
    }
}
let inv = await shop.inventory()
for (item, count) in inv {
    print(item, count)
}
let entries = await shop.log
print(entries.count)
print(entries.filter { $0.hasPrefix("sold") })
print(entries.filter { $0.contains("roll") }.sorted())
let rolls = inv.first { $0.0 == "roll" }
print(rolls as Any)

// expect: ~ Crumb ~
// expect: earned 18
// expect: short: ShortageError(item: "rye", wanted: 5, available: 4)
// expect: bun 4
// expect: roll 15
// expect: rye 4
// expect: 8
// expect: ["sold 6 bun"]
// expect: ["baked 1 roll", "baked 2 roll", "baked 3 roll", "baked 4 roll", "baked 5 roll"]
// expect: Optional(("roll", 15))

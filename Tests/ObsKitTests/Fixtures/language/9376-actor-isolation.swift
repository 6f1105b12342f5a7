// actors: isolated state, await from outside, nonisolated members, actor-to-actor calls
// expected output: swiftc 6.3.1 (Linux), run on this machine
actor Inventory {
    let name: String
    private var stock: [String: Int] = [:]
    private(set) var log: [String] = []
    init(name: String) { self.name = name }

    func add(_ item: String, _ n: Int) {
        stock[item, default: 0] += n
        log.append("+\(n) \(item)")
    }
    func take(_ item: String, _ n: Int) -> Bool {
        guard let have = stock[item], have >= n else {
            log.append("fail \(item)")
            return false
        }
        stock[item] = have - n
        log.append("-\(n) \(item)")
        return true
    }
    func count(of item: String) -> Int { stock[item] ?? 0 }
    var total: Int { stock.values.reduce(0, +) }
    nonisolated var label: String { "Inventory(\(name))" }
    nonisolated func describe() -> String { "actor named \(name)" }

    func transfer(_ item: String, _ n: Int, to other: Inventory) async -> Bool {
        guard take(item, n) else { return false }
        await other.add(item, n)
        return true
    }
}

actor Counter {
    var value = 0
    func increment() -> Int { value += 1; return value }
}

let shop = Inventory(name: "shop")
let depot = Inventory(name: "depot")
print(shop.label, depot.describe())

await shop.add("apple", 5)
await shop.add("pear", 2)
let ok1 = await shop.take("apple", 3)
let ok2 = await shop.take("pear", 9)
print(ok1, ok2, await shop.count(of: "apple"), await shop.total)

let moved = await shop.transfer("apple", 2, to: depot)
let failed = await shop.transfer("kiwi", 1, to: depot)
print(moved, failed, await shop.count(of: "apple"), await depot.count(of: "apple"))
print(await shop.log)
print(await depot.log)

let counter = Counter()
for _ in 0..<5 { _ = await counter.increment() }
print("sequential:", await counter.value)

await withTaskGroup(of: Void.self) { group in
    for _ in 0..<100 {
        group.addTask { _ = await counter.increment() }
    }
}
print("after 100 concurrent increments:", await counter.value)

let snapshot = await counter.value
let doubled = await Task { await counter.value * 2 }.value
print(snapshot, doubled)

// expect: Inventory(shop) actor named depot
// expect: true false 2 4
// expect: true false 0 2
// expect: ["+5 apple", "+2 pear", "-3 apple", "fail pear", "-2 apple", "fail kiwi"]
// expect: ["+2 apple"]
// expect: sequential: 5
// expect: after 100 concurrent increments: 105
// expect: 105 210

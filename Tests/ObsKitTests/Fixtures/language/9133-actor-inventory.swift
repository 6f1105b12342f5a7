// actor-inventory
// expected output: swiftc 6.3.1 (Linux), run on this machine
actor Warehouse {
    private var stock: [String: Int] = [:]
    private(set) var log: [String] = []

    func receive(_ item: String, _ qty: Int) {
        stock[item, default: 0] += qty
        log.append("+\(qty) \(item)")
    }

    func ship(_ item: String, _ qty: Int) throws -> Int {
        let have = stock[item] ?? 0
        guard have >= qty else { throw ShipError.short(item, have) }
        stock[item] = have - qty
        log.append("-\(qty) \(item)")
        return have - qty
    }

    var report: [String] {
        stock.keys.sorted().map { "\($0): \(stock[$0]!)" }
    }

    nonisolated let name: String
    init(name: String) { self.name = name }
}

enum ShipError: Error { case short(String, Int) }

func simulateDelay(_ steps: Int) async {
    for _ in 0..<steps { await Task.yield() }
}

func restock(_ w: Warehouse) async {
    await simulateDelay(2)
    await w.receive("bolts", 100)
    await w.receive("nuts", 40)
}

let w = Warehouse(name: "Central")
print("warehouse", w.name)
await restock(w)
do {
    let left = try await w.ship("bolts", 30)
    print("bolts left", left)
    _ = try await w.ship("nuts", 50)
} catch ShipError.short(let item, let have) {
    print("cannot ship \(item), only \(have)")
} catch {
    print("unexpected")
}
await w.receive("washers", 5)
print(await w.report)
print(await w.log.count, await w.log.first ?? "")
let t = Task { await w.report.count }
print("items:", await t.value)
// expect: warehouse Central
// expect: bolts left 70
// expect: cannot ship nuts, only 40
// expect: ["bolts: 70", "nuts: 40", "washers: 5"]
// expect: 4 +100 bolts
// expect: items: 3

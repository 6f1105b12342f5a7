// Swift book style (Concurrency + Generics + Error Handling): a generic actor warehouse with typed errors, async let restocks and sorted reports
protocol Stockable: Sendable, Hashable, Comparable {
    var sku: String { get }
}

struct Part: Stockable {
    let sku: String
    static func < (a: Part, b: Part) -> Bool { a.sku < b.sku }
}

enum StockError: Error {
    case shortage(sku: String, missing: Int)
}

actor Warehouse<Item: Stockable> {
    private var shelves: [Item: Int] = [:]

    func restock(_ item: Item, _ n: Int) -> Int {
        shelves[item, default: 0] += n
        return shelves[item]!
    }

    func pick(_ item: Item, _ n: Int) throws(StockError) {
        let have = shelves[item, default: 0]
        guard have >= n else { throw .shortage(sku: item.sku, missing: n - have) }
        shelves[item] = have - n
    }

    func report() -> [String] {
        shelves.keys.sorted().map { "\($0.sku)=\(shelves[$0]!)" }
    }
}

let bolt = Part(sku: "BOLT-8")
let nut = Part(sku: "NUT-8")
let gear = Part(sku: "GEAR-2")
let depot = Warehouse<Part>()

async let a = depot.restock(bolt, 50)
async let b = depot.restock(nut, 40)
async let c = depot.restock(gear, 3)
let levels = await [a, b, c]
print("restocked:", levels)

let orders: [(Part, Int)] = [(bolt, 20), (gear, 5), (nut, 40), (bolt, 31)]
for (part, qty) in orders {
    do {
        try await depot.pick(part, qty)
        print("picked \(qty) \(part.sku)")
    } catch {
        switch error {
        case .shortage(let sku, let missing): print("short \(missing) of \(sku)")
        }
    }
}
print(await depot.report())

// Concurrent restocks of the same item sum up regardless of order
await withTaskGroup(of: Int.self) { group in
    for n in [5, 10, 15] {
        group.addTask { await depot.restock(gear, n) }
    }
    for await _ in group {}
}
print(await depot.report())

let labels = Warehouse<Part>.self
print("generic actor type:", labels)

// expect: restocked: [50, 40, 3]
// expect: picked 20 BOLT-8
// expect: short 2 of GEAR-2
// expect: picked 40 NUT-8
// expect: short 1 of BOLT-8
// expect: ["BOLT-8=30", "GEAR-2=3", "NUT-8=0"]
// expect: ["BOLT-8=30", "GEAR-2=33", "NUT-8=0"]
// expect: generic actor type: Warehouse<Part>

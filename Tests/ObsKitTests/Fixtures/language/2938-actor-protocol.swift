// Compiler test style: actor conforming to a protocol with async requirements and nonisolated description
protocol Inventory {
    func add(_ item: String, quantity: Int) async
    func quantity(of item: String) async -> Int
}

actor Warehouse: Inventory, CustomStringConvertible {
    let id: String
    private var stock: [String: Int] = [:]

    init(id: String) { self.id = id }

    func add(_ item: String, quantity: Int) {
        stock[item, default: 0] += quantity
    }

    func quantity(of item: String) -> Int {
        stock[item] ?? 0
    }

    nonisolated var description: String { "Warehouse(\(id))" }
}

extension Warehouse {
    func report() -> String {
        stock.keys.sorted().map { "\($0)=\(stock[$0]!)" }.joined(separator: " ")
    }
}

func restock(_ inv: some Inventory) async {
    await inv.add("bolts", quantity: 100)
    await inv.add("nuts", quantity: 50)
    await inv.add("bolts", quantity: 25)
}

let w = Warehouse(id: "north")
await restock(w)
print(w)
print("bolts:", await w.quantity(of: "bolts"))
print("screws:", await w.quantity(of: "screws"))
print(await w.report())
// expect: Warehouse(north)
// expect: bolts: 125
// expect: screws: 0
// expect: bolts=125 nuts=50

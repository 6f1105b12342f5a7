// Swift concurrency style (SE-0313): nonisolated members of actors accessed synchronously, alongside isolated state
actor Inventory: CustomStringConvertible {
    let name: String
    private var stock: [String: Int] = [:]

    init(name: String) { self.name = name }

    nonisolated var description: String { "Inventory(\(name))" }

    nonisolated func label(for item: String) -> String {
        "\(name)/\(item)"
    }

    func add(_ item: String, _ count: Int) { stock[item, default: 0] += count }

    func summary() -> String {
        stock.keys.sorted().map { "\($0)=\(stock[$0]!)" }.joined(separator: ", ")
    }
}

let inv = Inventory(name: "main")
print(inv)
print(inv.label(for: "bolt"))
await inv.add("bolt", 5)
await inv.add("nut", 3)
await inv.add("bolt", 2)
print(await inv.summary())
let labels = ["x", "y"].map(inv.label(for:))
print(labels)

// expect: Inventory(main)
// expect: main/bolt
// expect: bolt=7, nut=3
// expect: ["main/x", "main/y"]

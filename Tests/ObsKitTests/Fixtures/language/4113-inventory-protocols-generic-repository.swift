// App code style: inventory with protocols, generic repository and low-stock report
protocol Identifiable {
    associatedtype ID: Hashable & Comparable
    var id: ID { get }
}

protocol Stockable {
    var quantity: Int { get set }
    var reorderLevel: Int { get }
}

extension Stockable {
    var needsReorder: Bool { quantity <= reorderLevel }
}

struct Part: Identifiable, Stockable {
    let id: String
    let name: String
    var quantity: Int
    let reorderLevel: Int
}

struct Tool: Identifiable, Stockable {
    let id: Int
    let label: String
    var quantity: Int
    var reorderLevel: Int { 1 }
}

final class Repository<Item: Identifiable> {
    private var storage: [Item.ID: Item] = [:]

    func upsert(_ item: Item) { storage[item.id] = item }
    func get(_ id: Item.ID) -> Item? { storage[id] }
    func remove(_ id: Item.ID) -> Item? { storage.removeValue(forKey: id) }
    var all: [Item] { storage.values.sorted { $0.id < $1.id } }
    var count: Int { storage.count }

    func update(_ id: Item.ID, _ change: (inout Item) -> Void) -> Bool {
        guard var item = storage[id] else { return false }
        change(&item)
        storage[id] = item
        return true
    }
}

extension Repository where Item: Stockable {
    var lowStock: [Item] { all.filter { $0.needsReorder } }
    var totalUnits: Int { all.reduce(0) { $0 + $1.quantity } }
}

let parts = Repository<Part>()
parts.upsert(Part(id: "P-100", name: "Bolt", quantity: 250, reorderLevel: 100))
parts.upsert(Part(id: "P-050", name: "Nut", quantity: 80, reorderLevel: 100))
parts.upsert(Part(id: "P-200", name: "Washer", quantity: 12, reorderLevel: 10))
parts.upsert(Part(id: "P-007", name: "Gasket", quantity: 3, reorderLevel: 5))

let tools = Repository<Tool>()
tools.upsert(Tool(id: 3, label: "Wrench", quantity: 4))
tools.upsert(Tool(id: 1, label: "Hammer", quantity: 1))
tools.upsert(Tool(id: 2, label: "Drill", quantity: 0))

print("parts:", parts.all.map { $0.id })
print("low parts:", parts.lowStock.map { "\($0.name)(\($0.quantity))" })
print("low tools:", tools.lowStock.map(\.label))
print("units:", parts.totalUnits, tools.totalUnits)

let ok = parts.update("P-200") { $0.quantity -= 5 }
let missing = parts.update("P-999") { $0.quantity = 0 }
print("updates:", ok, missing)
print("washer low now:", parts.get("P-200")?.needsReorder ?? false)
if let removed = tools.remove(2) {
    print("removed \(removed.label), left \(tools.count)")
}
print(tools.remove(2) == nil ? "already gone" : "still there")

func restock<R: Stockable>(_ items: [R], to level: Int) -> [R] {
    items.map { item in
        var copy = item
        if copy.needsReorder { copy.quantity = level }
        return copy
    }
}
let restocked = restock(parts.all, to: 500)
print(restocked.map { "\($0.id)=\($0.quantity)" }.joined(separator: " "))
// expect: parts: ["P-007", "P-050", "P-100", "P-200"]
// expect: low parts: ["Gasket(3)", "Nut(80)"]
// expect: low tools: ["Hammer", "Drill"]
// expect: units: 345 5
// expect: updates: true false
// expect: washer low now: true
// expect: removed Drill, left 2
// expect: already gone
// expect: P-007=500 P-050=500 P-100=250 P-200=500

// App code style: inventory with generic repository protocol
protocol Identifiable2 {
    associatedtype ID: Hashable & Comparable
    var id: ID { get }
}

protocol Repository {
    associatedtype Item: Identifiable2
    mutating func save(_ item: Item)
    func find(_ id: Item.ID) -> Item?
    var all: [Item] { get }
}

struct InMemoryRepository<T: Identifiable2>: Repository {
    private var storage: [T.ID: T] = [:]
    mutating func save(_ item: T) { storage[item.id] = item }
    func find(_ id: T.ID) -> T? { storage[id] }
    var all: [T] { storage.values.sorted { $0.id < $1.id } }
    mutating func remove(_ id: T.ID) -> T? { storage.removeValue(forKey: id) }
}

struct StockItem: Identifiable2, CustomStringConvertible {
    let id: String
    var quantity: Int
    var reorderLevel: Int
    var description: String { "\(id)(\(quantity))" }
}

extension Repository where Item == StockItem {
    var lowStock: [StockItem] { all.filter { $0.quantity <= $0.reorderLevel } }
}

enum StockError: Error {
    case notFound(String)
    case notEnough(String, have: Int, want: Int)
}

func withdraw(_ amount: Int, of id: String, from repo: inout InMemoryRepository<StockItem>) throws -> Int {
    guard var item = repo.find(id) else { throw StockError.notFound(id) }
    guard item.quantity >= amount else {
        throw StockError.notEnough(id, have: item.quantity, want: amount)
    }
    item.quantity -= amount
    repo.save(item)
    return item.quantity
}

var repo = InMemoryRepository<StockItem>()
for (id, q, r) in [("bolt", 120, 50), ("nut", 40, 50), ("washer", 300, 100), ("screw", 75, 20)] {
    repo.save(StockItem(id: id, quantity: q, reorderLevel: r))
}
print("all:", repo.all)
print("low:", repo.lowStock)

let orders = [("bolt", 80), ("screw", 10), ("gear", 1), ("nut", 50), ("washer", 250)]
for (id, amount) in orders {
    do {
        let left = try withdraw(amount, of: id, from: &repo)
        print("withdrew \(amount) \(id), \(left) left")
    } catch StockError.notFound(let id) {
        print("no such item: \(id)")
    } catch let StockError.notEnough(id, have, want) {
        print("\(id): have \(have), want \(want)")
    } catch {
        print("unexpected: \(error)")
    }
}
print("low after:", repo.lowStock.map(\.id))
if let removed = repo.remove("screw") { print("removed \(removed)") }
print("count:", repo.all.count, "total units:", repo.all.reduce(0) { $0 + $1.quantity })

// expect: all: [bolt(120), nut(40), screw(75), washer(300)]
// expect: low: [nut(40)]
// expect: withdrew 80 bolt, 40 left
// expect: withdrew 10 screw, 65 left
// expect: no such item: gear
// expect: nut: have 40, want 50
// expect: withdrew 250 washer, 50 left
// expect: low after: ["bolt", "nut", "washer"]
// expect: removed screw(65)
// expect: count: 3 total units: 130

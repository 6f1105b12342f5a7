// App code style: generic inventory store keyed by SKU with protocol constraints
protocol Identifiable2 {
    associatedtype ID: Hashable & Comparable
    var id: ID { get }
}

struct Product: Identifiable2 {
    let id: String
    let name: String
    var price: Int
    var quantity: Int
}

struct Repository<Model: Identifiable2> {
    private var storage: [Model.ID: Model] = [:]

    mutating func upsert(_ model: Model) {
        storage[model.id] = model
    }

    func find(_ id: Model.ID) -> Model? {
        storage[id]
    }

    mutating func remove(_ id: Model.ID) -> Model? {
        storage.removeValue(forKey: id)
    }

    var all: [Model] {
        storage.values.sorted { $0.id < $1.id }
    }

    var count: Int { storage.count }
}

var repo = Repository<Product>()
repo.upsert(Product(id: "B-200", name: "Bolt", price: 15, quantity: 400))
repo.upsert(Product(id: "A-100", name: "Anchor", price: 250, quantity: 12))
repo.upsert(Product(id: "C-300", name: "Clamp", price: 80, quantity: 30))

for p in repo.all {
    print("\(p.id) \(p.name) $\(p.price) x\(p.quantity)")
}

if var bolt = repo.find("B-200") {
    bolt.quantity -= 100
    repo.upsert(bolt)
}
print("Bolts left:", repo.find("B-200")?.quantity ?? 0)

let removed = repo.remove("A-100")
print("Removed:", removed?.name ?? "nothing")
print("Missing:", repo.remove("Z-999")?.name ?? "nothing")
print("Count:", repo.count)

let totalValue = repo.all.reduce(0) { $0 + $1.price * $1.quantity }
print("Inventory value: \(totalValue)")

struct User: Identifiable2 {
    let id: Int
    let handle: String
}
var users = Repository<User>()
users.upsert(User(id: 3, handle: "@carol"))
users.upsert(User(id: 1, handle: "@alice"))
print(users.all.map { $0.handle }.joined(separator: ", "))
// expect: A-100 Anchor $250 x12
// expect: B-200 Bolt $15 x400
// expect: C-300 Clamp $80 x30
// expect: Bolts left: 300
// expect: Removed: Anchor
// expect: Missing: nothing
// expect: Count: 2
// expect: Inventory value: 6900
// expect: @alice, @carol

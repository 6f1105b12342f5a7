// App code style: protocol with associated type and a generic repository constrained to Identifiable-like items
protocol Entity {
    associatedtype ID: Hashable & Comparable
    var id: ID { get }
    var summary: String { get }
}

extension Entity {
    var summary: String { "entity \(id)" }
}

struct City: Entity {
    let id: String
    let population: Int
    var summary: String { "\(id) (\(population)k)" }
}

struct Sensor: Entity {
    let id: Int
    let reading: Double
}

struct Repository<Item: Entity> {
    private var items: [Item.ID: Item] = [:]

    mutating func save(_ item: Item) { items[item.id] = item }
    func find(_ id: Item.ID) -> Item? { items[id] }
    var all: [Item] { items.keys.sorted().compactMap { items[$0] } }

    func filtered(_ predicate: (Item) -> Bool) -> [Item] { all.filter(predicate) }
}

var cities = Repository<City>()
cities.save(City(id: "Oslo", population: 700))
cities.save(City(id: "Bergen", population: 285))
cities.save(City(id: "Tromso", population: 77))
cities.save(City(id: "Oslo", population: 709))
print(cities.all.map(\.summary))
print(cities.find("Bergen")?.summary ?? "missing")
print(cities.find("Paris")?.summary ?? "missing")
print(cities.filtered { $0.population > 100 }.map(\.id))

var sensors = Repository<Sensor>()
for (i, r) in [3: 21.5, 1: 19.0, 2: 22.25].sorted(by: { $0.key < $1.key }) {
    sensors.save(Sensor(id: i, reading: r))
}
print(sensors.all.map(\.summary))
let warm = sensors.filtered { $0.reading > 20 }.map { "#\($0.id)=\($0.reading)" }
print(warm.joined(separator: ", "))

func describeAll<T: Entity>(_ items: [T]) -> String where T.ID == Int {
    items.map { "\($0.id * 10)" }.joined(separator: "/")
}
print(describeAll(sensors.all))
// expect: ["Bergen (285k)", "Oslo (709k)", "Tromso (77k)"]
// expect: Bergen (285k)
// expect: missing
// expect: ["Bergen", "Oslo"]
// expect: ["entity 1", "entity 2", "entity 3"]
// expect: #2=22.25, #3=21.5
// expect: 10/20/30

// WWDC Design protocol interfaces style (associated type constraints in where clauses): a Warehouse of Storable items grouped by their associated Category
protocol Category: Hashable, Comparable {
    var title: String { get }
}

protocol Storable {
    associatedtype Kind: Category
    var kind: Kind { get }
    var weight: Int { get }
}

enum Produce: String, Category {
    case fruit, vegetable
    var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    static func < (a: Produce, b: Produce) -> Bool { a.rawValue < b.rawValue }
}

struct Crate: Storable {
    let contents: String
    let kind: Produce
    let weight: Int
}

struct Warehouse<Item: Storable> {
    var items: [Item] = []
    mutating func store(_ item: Item) { items.append(item) }

    func weightByKind() -> [(Item.Kind, Int)] {
        Dictionary(grouping: items, by: \.kind)
            .mapValues { $0.reduce(0) { $0 + $1.weight } }
            .sorted { $0.key < $1.key }
            .map { ($0.key, $0.value) }
    }
}

extension Warehouse where Item == Crate {
    var inventory: String { items.map(\.contents).sorted().joined(separator: ",") }
}

func heaviest<W: Storable>(in items: [W], of kind: W.Kind) -> W? {
    items.filter { $0.kind == kind }.max { $0.weight < $1.weight }
}

var house = Warehouse<Crate>()
house.store(Crate(contents: "apples", kind: .fruit, weight: 12))
house.store(Crate(contents: "leeks", kind: .vegetable, weight: 7))
house.store(Crate(contents: "plums", kind: .fruit, weight: 15))
for (kind, total) in house.weightByKind() { print(kind.title, total) }
print(house.inventory)
print(heaviest(in: house.items, of: .fruit)?.contents ?? "-", heaviest(in: house.items, of: .vegetable)?.weight ?? 0)

// expect: Fruit 27
// expect: Vegetable 7
// expect: apples,leeks,plums
// expect: plums 7

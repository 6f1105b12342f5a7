// Advanced Swift style (protocols with associated types): a Container protocol with an associated Item and a where-constrained default, and generic code over it
protocol Container {
    associatedtype Item
    var items: [Item] { get }
    mutating func add(_ item: Item)
}

extension Container {
    var count: Int { items.count }
    func allSatisfy(_ p: (Item) -> Bool) -> Bool { items.allSatisfy(p) }
}

extension Container where Item: Comparable {
    var largest: Item? { items.max() }
}

struct Shelf: Container {
    var items: [String] = []
    mutating func add(_ item: String) { items.append(item) }
}

struct Counter<T: Hashable>: Container {
    private var seen: [T] = []
    var items: [T] { seen }
    mutating func add(_ item: T) { if !seen.contains(item) { seen.append(item) } }
}

func fill<C: Container>(_ c: inout C, with values: [C.Item]) {
    for v in values { c.add(v) }
}

func sameItems<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
where C1.Item == C2.Item, C1.Item: Equatable {
    a.items == b.items
}

var shelf = Shelf()
fill(&shelf, with: ["ruby", "go", "swift"])
print(shelf.items, shelf.count, shelf.largest ?? "")

var counter = Counter<String>()
fill(&counter, with: ["ruby", "go", "ruby", "swift", "go"])
print(counter.items, counter.count)
print(sameItems(shelf, counter))
print(counter.allSatisfy { $0.count < 6 })

var numbers = Counter<Int>()
fill(&numbers, with: [4, 4, 9, 1])
print(numbers.largest!, numbers.items)

protocol Identified { associatedtype ID: Hashable; var id: ID { get } }
struct User: Identified { let id: Int; let name: String }
func index<T: Identified>(_ xs: [T]) -> [T.ID: T] { Dictionary(uniqueKeysWithValues: xs.map { ($0.id, $0) }) }
let byId = index([User(id: 2, name: "Ann"), User(id: 1, name: "Bo")])
print(byId.keys.sorted(), byId[2]!.name)

// expect: ["ruby", "go", "swift"] 3 swift
// expect: ["ruby", "go", "swift"] 3
// expect: true
// expect: true
// expect: 9 [4, 9, 1]
// expect: [1, 2] Ann

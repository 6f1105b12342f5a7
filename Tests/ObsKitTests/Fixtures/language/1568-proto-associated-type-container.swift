// Protocols with an associated type: a Container protocol, conformances inferring the associated type, and a generic function constrained on it.
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Container {
    associatedtype Item
    var items: [Item] { get }
    mutating func add(_ item: Item)
}

extension Container {
    var count: Int { items.count }
    func first(where match: (Item) -> Bool) -> Item? {
        for i in items where match(i) { return i }
        return nil
    }
}

struct Shelf: Container {
    var items: [String] = []
    mutating func add(_ item: String) { items.append(item) }
}

struct Scores: Container {
    typealias Item = Int
    var items: [Int] = []
    mutating func add(_ item: Int) { items.append(max(0, item)) }
}

func fill<C: Container>(_ c: inout C, with values: [C.Item]) {
    for v in values { c.add(v) }
}

func allEqual<A: Container, B: Container>(_ a: A, _ b: B) -> Bool where A.Item == B.Item, A.Item: Equatable {
    a.items == b.items
}

var shelf = Shelf()
fill(&shelf, with: ["atlas", "bible", "codex"])
print(shelf.count, shelf.first { $0.hasPrefix("b") } ?? "none")

var scores = Scores()
fill(&scores, with: [4, -2, 9])
print(scores.items, scores.first { $0 > 5 } ?? -1)
var other = Scores()
fill(&other, with: [4, 0, 9])
print(allEqual(scores, other))
print(type(of: scores.items), Scores.Item.self)

// expect: 3 bible
// expect: [4, 0, 9] 9
// expect: true
// expect: Array<Int> Int

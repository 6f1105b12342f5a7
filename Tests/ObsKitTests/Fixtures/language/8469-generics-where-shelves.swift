// Swift book style (Generics): a Shelf protocol with an associated type, generic functions constrained by where clauses
protocol Shelf {
    associatedtype Item
    var items: [Item] { get }
    mutating func put(_ item: Item)
}

struct BookShelf: Shelf {
    var items: [String] = []
    mutating func put(_ item: String) { items.append(item) }
}

struct Bin<Element>: Shelf {
    var items: [Element] = []
    mutating func put(_ item: Element) { items.insert(item, at: 0) }
}

func sameContents<A: Shelf, B: Shelf>(_ a: A, _ b: B) -> Bool
where A.Item == B.Item, A.Item: Equatable {
    a.items.count == b.items.count && zip(a.items, b.items).allSatisfy { $0 == $1 }
}

func largest<S: Shelf>(on shelf: S) -> S.Item? where S.Item: Comparable {
    shelf.items.max()
}

extension Shelf where Item: Numeric {
    var total: Item { items.reduce(0, +) }
}

extension Shelf where Item == String {
    func catalogue() -> String { items.sorted().joined(separator: " | ") }
}

func fill<S: Shelf, Source: Sequence>(_ shelf: inout S, from source: Source)
where Source.Element == S.Item {
    for element in source { shelf.put(element) }
}

var books = BookShelf()
fill(&books, from: ["Dune", "Emma", "Beloved"])
print(books.catalogue())
print("largest title:", largest(on: books) ?? "-")

var stringBin = Bin<String>()
fill(&stringBin, from: ["Beloved", "Emma", "Dune"])
print("bin order:", stringBin.items)
print("same as books?", sameContents(books, stringBin))

var reversedBin = Bin<String>()
fill(&reversedBin, from: books.items.reversed())
print("reversed bin same?", sameContents(books, reversedBin))

var weights = Bin<Double>()
fill(&weights, from: stride(from: 0.5, through: 2.0, by: 0.5))
print("weights:", weights.items, "total:", weights.total)

var counts = Bin<Int>()
fill(&counts, from: 1...4)
print("count total:", counts.total, "largest:", largest(on: counts)!)

func firstIndex<T: Equatable>(of target: T, in list: [T]) -> Int? {
    for (i, value) in list.enumerated() where value == target { return i }
    return nil
}
print(firstIndex(of: "Emma", in: books.items) ?? -1, firstIndex(of: 9, in: counts.items) ?? -1)

// expect: Beloved | Dune | Emma
// expect: largest title: Emma
// expect: bin order: ["Dune", "Emma", "Beloved"]
// expect: same as books? true
// expect: reversed bin same? true
// expect: weights: [2.0, 1.5, 1.0, 0.5] total: 5.0
// expect: count total: 10 largest: 4
// expect: 1 -1

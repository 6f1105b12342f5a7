// Generic functions and types constrained on associated types, with where clauses and same-type requirements (expected output from swiftc 6.3.1 on Linux)
protocol Shelf {
    associatedtype Item
    var items: [Item] { get }
    mutating func put(_ item: Item)
}

struct Crate<T>: Shelf {
    var items: [T] = []
    mutating func put(_ item: T) { items.append(item) }
}

struct TagRack: Shelf {
    var items: [String] = []
    mutating func put(_ item: String) { items.append(item.uppercased()) }
}

func sameContents<A: Shelf, B: Shelf>(_ a: A, _ b: B) -> Bool
    where A.Item == B.Item, A.Item: Equatable {
    a.items == b.items
}

func largest<S: Shelf>(in shelf: S) -> S.Item? where S.Item: Comparable {
    shelf.items.max()
}

func fill<S: Shelf>(_ shelf: inout S, from source: [S.Item]) {
    for x in source { shelf.put(x) }
}

extension Shelf where Item: Numeric {
    var total: Item { items.reduce(0, +) }
}

extension Shelf where Item == String {
    func joined() -> String { items.joined(separator: "/") }
}

var ints = Crate<Int>()
fill(&ints, from: [4, 9, 2])
var moreInts = Crate<Int>()
fill(&moreInts, from: [4, 9, 2])
print(sameContents(ints, moreInts))
moreInts.put(1)
print(sameContents(ints, moreInts))
print(largest(in: ints) ?? -1, ints.total)

var words = Crate<String>()
fill(&words, from: ["ash", "elm"])
var tags = TagRack()
fill(&tags, from: ["ash", "elm"])
print(sameContents(words, tags), words.joined(), tags.joined())
print(largest(in: tags) ?? "none")

var doubles = Crate<Double>()
fill(&doubles, from: [0.5, 1.25])
print(doubles.total)

struct Pair<First, Second> {
    var first: First
    var second: Second
    func swapped() -> Pair<Second, First> { Pair<Second, First>(first: second, second: first) }
}
extension Pair where First == Second {
    var bothSame: [First] { [first, second] }
}
extension Pair: Equatable where First: Equatable, Second: Equatable {}

let p = Pair(first: 1, second: "one")
print(p.swapped().first, p.swapped().second)
print(Pair(first: 3, second: 4).bothSame)
print(Pair(first: 1, second: "a") == Pair(first: 1, second: "a"), p == Pair(first: 2, second: "one"))
let empty = Crate<Int>()
print(largest(in: empty) as Any)

// expect: true
// expect: false
// expect: 9 15
// expect: false ash/elm ASH/ELM
// expect: ELM
// expect: 1.75
// expect: one 1
// expect: [3, 4]
// expect: true false
// expect: nil

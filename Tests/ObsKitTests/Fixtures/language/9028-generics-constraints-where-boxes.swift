// Generics with constraints: where clauses, conditional conformance, constrained extensions
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Container {
    associatedtype Item
    var items: [Item] { get }
    mutating func add(_ item: Item)
}

struct Box<Item>: Container {
    var items: [Item] = []
    mutating func add(_ item: Item) { items.append(item) }
}

extension Box: Equatable where Item: Equatable {}

extension Box: CustomStringConvertible where Item: CustomStringConvertible {
    var description: String { "Box(" + items.map(\.description).joined(separator: ", ") + ")" }
}

extension Container where Item: Numeric {
    var total: Item { items.reduce(0, +) }
}

extension Container where Item: Comparable {
    var largest: Item? { items.max() }
}

func sameItems<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    a.items.count == b.items.count && zip(a.items, b.items).allSatisfy { $0 == $1 }
}

func firstIndex<T: Equatable>(of value: T, in array: [T]) -> Int? {
    for (i, v) in array.enumerated() where v == value { return i }
    return nil
}

func merged<K, V>(_ a: [K: V], _ b: [K: V], combine: (V, V) -> V) -> [(K, V)] where K: Comparable {
    a.merging(b, uniquingKeysWith: combine).sorted { $0.key < $1.key }
}

struct Pair<A, B> {
    let first: A
    let second: B
    func swapped() -> Pair<B, A> { Pair<B, A>(first: second, second: first) }
}

extension Pair where A == B {
    var asArray: [A] { [first, second] }
}

var ints = Box<Int>()
[3, 9, 4].forEach { ints.add($0) }
print(ints, "total:", ints.total, "largest:", ints.largest ?? 0)

var words = Box<String>()
words.add("kiwi"); words.add("apple")
print(words, words.largest ?? "-")
print(ints == Box(items: [3, 9, 4]), sameItems(ints, Box(items: [3, 9])))
print(firstIndex(of: "apple", in: words.items) ?? -1, firstIndex(of: 2.5, in: [1.0, 2.5]) ?? -1)
print(merged(["b": 1, "a": 2], ["b": 10, "c": 3], combine: +).map { "\($0.0)=\($0.1)" })
let p = Pair(first: 1, second: "one")
print(p.swapped().first, p.swapped().second)
print(Pair(first: 7, second: 8).asArray)
let doubles = Box(items: [1.5, 2.25])
print(doubles.total)
// expect: Box(3, 9, 4) total: 16 largest: 9
// expect: Box(kiwi, apple) kiwi
// expect: true false
// expect: 1 1
// expect: ["a=2", "b=11", "c=3"]
// expect: one 1
// expect: [7, 8]
// expect: 3.75

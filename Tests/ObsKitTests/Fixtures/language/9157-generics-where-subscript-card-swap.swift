// Generics: generic functions with constraints, conditional conformances, constrained extensions, generic subscripts with where clauses
// expected output: swiftc 6.3.1 (Linux), run on this machine
func trade<T>(_ a: inout T, _ b: inout T) {
    let held = a
    a = b
    b = held
}
var myCards = 12, yourCards = 30
trade(&myCards, &yourCards)
var myColour = "teal", yourColour = "coral"
trade(&myColour, &yourColour)
print(myCards, yourCards, myColour, yourColour)

func slot<T: Equatable>(of wanted: T, in row: [T]) -> Int? {
    for (index, value) in row.enumerated() where value == wanted {
        return index
    }
    return nil
}
print(slot(of: 7.5, in: [2.0, 4.5, 6.0]) as Any, slot(of: "kiwi", in: ["plum", "fig", "kiwi"])!)

struct Pair<A, B> {
    var first: A
    var second: B
    func swapped() -> Pair<B, A> { Pair<B, A>(first: second, second: first) }
}
extension Pair where A == B {
    var asArray: [A] { [first, second] }
}
extension Pair: Equatable where A: Equatable, B: Equatable {}
extension Pair: CustomStringConvertible {
    var description: String { "(\(first), \(second))" }
}
let p = Pair(first: 1, second: "one")
print(p, p.swapped(), Pair(first: 2, second: 5).asArray)
print(p == Pair(first: 1, second: "one"), p == Pair(first: 1, second: "uno"))

extension Array where Element: Numeric {
    func sum() -> Element { reduce(0, +) }
}
extension Collection where Element: Comparable {
    func isSortedAscending() -> Bool {
        zip(self, dropFirst()).allSatisfy { $0 <= $1 }
    }
}
print([1, 2, 3.5].sum(), [4, 5, 6].sum(), [1, 2, 2, 9].isSortedAscending(), "cab".isSortedAscending())

struct Library {
    var shelves: [String: [String]] = ["fiction": ["Dune", "Emma"], "science": ["Cosmos"]]
    subscript<Indices: Sequence>(shelf: String, indices: Indices) -> [String] where Indices.Element == Int {
        let books = shelves[shelf] ?? []
        return indices.compactMap { books.indices.contains($0) ? books[$0] : nil }
    }
    subscript<T>(key key: String, as transform: ([String]) -> T) -> T {
        transform(shelves[key] ?? [])
    }
}
let lib = Library()
print(lib["fiction", [1, 0, 7]], lib["science", 0..<3])
print(lib[key: "fiction", as: { $0.count }], lib[key: "science", as: { $0.joined().lowercased() }])

func largest<T>(_ items: [T], by key: (T) -> some Comparable) -> T? {
    guard var best = items.first else { return nil }
    for item in items.dropFirst() where key(item) > key(best) {
        best = item
    }
    return best
}
print(largest(["kiwi", "banana", "fig"], by: { $0.count }) ?? "none")
print(largest([(1, "a"), (5, "b"), (3, "c")], by: { $0.0 })!.1)
let emptyResult: Int? = largest([Int](), by: { $0 })
print(emptyResult as Any)
// expect: 30 12 coral teal
// expect: nil 2
// expect: (1, one) (one, 1) [2, 5]
// expect: true false
// expect: 6.5 15 true false
// expect: ["Emma", "Dune"] ["Cosmos"]
// expect: 2 cosmos
// expect: banana
// expect: b
// expect: nil

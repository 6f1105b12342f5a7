// Compiler test style: same-type constraints between generic parameters and associated types
func allEqual<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> Bool
    where A.Element == B.Element, A.Element: Equatable {
    var ia = a.makeIterator(), ib = b.makeIterator()
    while true {
        let x = ia.next(), y = ib.next()
        if x == nil && y == nil { return true }
        if x != y { return false }
    }
}

print(allEqual([1, 2, 3], 1...3))
print(allEqual("abc", ["a", "b", "c"] as [Character]))
print(allEqual([1, 2], [1, 2, 3]))
print(allEqual(stride(from: 0, to: 10, by: 5), [0, 5]))

func merge<C1: Collection, C2: Collection>(_ a: C1, _ b: C2) -> [C1.Element]
    where C1.Element == C2.Element, C1.Element: Comparable {
    var result: [C1.Element] = []
    var i = a.startIndex, j = b.startIndex
    while i != a.endIndex && j != b.endIndex {
        if a[i] <= b[j] { result.append(a[i]); i = a.index(after: i) }
        else { result.append(b[j]); j = b.index(after: j) }
    }
    result.append(contentsOf: a[i...])
    result.append(contentsOf: b[j...])
    return result
}
print(merge([1, 4, 9], [2, 3, 10, 11]))
print(merge(["b", "d"], ["a", "c", "e"][...]))

protocol Node {
    associatedtype ID: Hashable
    var id: ID { get }
}
struct User: Node { let id: Int; let name: String }
struct Order: Node { let id: Int; let total: Int }
struct Tag: Node { let id: String }

func joinByID<L: Node, R: Node>(_ l: [L], _ r: [R]) -> [(L, R)] where L.ID == R.ID {
    var out: [(L, R)] = []
    for x in l { for y in r where x.id == y.id { out.append((x, y)) } }
    return out
}
let users = [User(id: 1, name: "ann"), User(id: 2, name: "bo")]
let orders = [Order(id: 2, total: 30), Order(id: 1, total: 5), Order(id: 2, total: 7)]
for (u, o) in joinByID(users, orders) { print(u.name, o.total) }

extension Collection where Element == Int {
    var sumOfSquares: Int { reduce(0) { $0 + $1 * $1 } }
}
print([1, 2, 3].sumOfSquares, (1...4).sumOfSquares, Set([2]).sumOfSquares)

func ids<T: Node>(_ xs: [T]) -> [T.ID] where T.ID == String { xs.map { $0.id }.sorted() }
print(ids([Tag(id: "z"), Tag(id: "k")]))

// expect: true
// expect: true
// expect: false
// expect: true
// expect: [1, 2, 3, 4, 9, 10, 11]
// expect: ["a", "b", "c", "d", "e"]
// expect: ann 5
// expect: bo 30
// expect: bo 7
// expect: 14 30 4
// expect: ["k", "z"]

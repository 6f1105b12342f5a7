// Compiler test style: associated types, same-type constraints and where clauses on functions
protocol Container {
    associatedtype Item
    var items: [Item] { get }
    mutating func add(_ x: Item)
}
struct Stack<T>: Container {
    var items: [T] = []
    mutating func add(_ x: T) { items.append(x) }
}
struct Queue<T>: Container {
    var items: [T] = []
    mutating func add(_ x: T) { items.insert(x, at: 0) }
}
func allEqual<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    a.items == b.items
}
func merge<C: Container, S: Sequence>(_ c: inout C, _ s: S) where S.Element == C.Item {
    for x in s { c.add(x) }
}
var s = Stack<Int>(); var q = Queue<Int>()
merge(&s, [1, 2, 3]); merge(&q, [3, 2, 1])
print(s.items, q.items)
print(allEqual(s, q))
q.add(0)
print(allEqual(s, q))
var sq = Stack<String>()
merge(&sq, "hey".map(String.init))
print(sq.items)

extension Container where Item: Numeric {
    func sum() -> Item { items.reduce(0, +) }
}
extension Container where Item == String {
    func joined() -> String { items.joined(separator: "-") }
}
print(s.sum(), q.sum())
print(sq.joined())
var dq = Queue<Double>(); merge(&dq, [0.5, 0.25])
print(dq.sum())

func firstItem<C: Container>(_ c: C) -> C.Item? { c.items.first }
print(firstItem(q) as Any)
print(firstItem(Stack<Bool>()) as Any)
print(type(of: firstItem(sq)))
// expect: [1, 2, 3] [1, 2, 3]
// expect: true
// expect: false
// expect: ["h", "e", "y"]
// expect: 6 6
// expect: h-e-y
// expect: 0.75
// expect: Optional(0)
// expect: nil
// expect: Optional<String>

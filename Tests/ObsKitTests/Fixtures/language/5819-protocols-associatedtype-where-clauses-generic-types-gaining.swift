// Compiler test style (constrained associated types and synthesized conditional conformances): protocols with associatedtype where clauses and generic types gaining Equatable/Hashable/Comparable
protocol Container {
    associatedtype Item: Equatable
    associatedtype Keys: Sequence where Keys.Element == Int
    var items: [Item] { get }
    var keys: Keys { get }
}
struct Letters: Container {
    var items: [Character]
    var keys: Range<Int> { 0..<items.count }
}
struct Evens: Container {
    var items: [Int]
    var keys: [Int] { items.indices.filter { $0 % 2 == 0 } }
}
func occurrences<C: Container>(_ c: C, of x: C.Item) -> [Int] {
    c.keys.filter { c.items[$0] == x }
}
print(occurrences(Letters(items: Array("banana")), of: "a"))
print(occurrences(Evens(items: [5, 1, 5, 5, 5]), of: 5))

func sameItems<A: Container, B: Container>(_ a: A, _ b: B) -> Bool where A.Item == B.Item {
    a.items == b.items
}
print(sameItems(Evens(items: [1]), Evens(items: [1])), sameItems(Letters(items: ["a"]), Letters(items: ["b"])))

struct Pair<T> { var first: T; var second: T }
extension Pair: Equatable where T: Equatable {}
extension Pair: Hashable where T: Hashable {}
extension Pair: Comparable where T: Comparable {
    static func < (l: Pair, r: Pair) -> Bool { (l.first, l.second) < (r.first, r.second) }
}
let pairs = [Pair(first: 2, second: 1), Pair(first: 1, second: 9), Pair(first: 1, second: 3)]
print(pairs.sorted().map { "\($0.first)-\($0.second)" })
print(pairs.max()!.first, Set(pairs + pairs).count, pairs.contains(Pair(first: 1, second: 3)))

enum Tree<T> { case leaf(T), node([Tree<T>]) }
extension Tree: Equatable where T: Equatable {}
print(Tree.node([.leaf(1), .leaf(2)]) == .node([.leaf(1), .leaf(2)]), Tree.leaf("a") == .leaf("b"))

struct Tagged<Tag, Value> { var value: Value }
extension Tagged: Equatable where Value: Equatable {}
extension Tagged: CustomStringConvertible where Value: CustomStringConvertible {
    var description: String { "\(Tag.self)(\(value))" }
}
enum Meters {}
enum Feet {}
let a = Tagged<Meters, Int>(value: 3)
print(a, a == Tagged(value: 3), Tagged<Feet, Double>(value: 1.5))

protocol Stack {
    associatedtype Element
    mutating func push(_ e: Element)
    mutating func pop() -> Element?
}
struct IntStack: Stack { var storage: [Int] = []
    mutating func push(_ e: Int) { storage.append(e) }
    mutating func pop() -> Int? { storage.popLast() } }
extension Stack where Element: Numeric {
    mutating func pushSum(_ a: Element, _ b: Element) { push(a + b) }
}
var st = IntStack()
st.pushSum(2, 3); st.push(10)
print(st.pop() as Any, st.pop() as Any, st.pop() as Any)

// expect: [1, 3, 5]
// expect: [0, 2, 4]
// expect: true false
// expect: ["1-3", "1-9", "2-1"]
// expect: 2 3 true
// expect: true false
// expect: Meters(3) true Feet(1.5)
// expect: Optional(10) Optional(5) nil

// self-requirements
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Duplicable {
    func duplicate() -> Self
}

class Node: Duplicable {
    var value: Int
    required init(value: Int) { self.value = value }
    func duplicate() -> Self { type(of: self).init(value: value) }
    func label() -> String { "Node(\(value))" }
}
class SubNode: Node {
    override func label() -> String { "SubNode(\(value))" }
}

let n: Node = SubNode(value: 3)
let d = n.duplicate()
d.value = 9
print(type(of: d), d.label(), n.label())

protocol Combinable {
    static func combine(_ a: Self, _ b: Self) -> Self
    static var zero: Self { get }
}
extension Int: Combinable {
    static func combine(_ a: Int, _ b: Int) -> Int { a + b }
    static var zero: Int { 0 }
}
extension String: Combinable {
    static func combine(_ a: String, _ b: String) -> String { a.isEmpty ? b : a + "-" + b }
    static var zero: String { "" }
}
func fold<T: Combinable>(_ xs: [T]) -> T { xs.reduce(T.zero, T.combine) }
print(fold([1, 2, 3, 4]), fold(["a", "b", "c"]), fold([String]()).isEmpty)

struct Counter {
    var n = 0
    func incremented() -> Self { Self(n: n + 1) }
    static func make() -> Self { Self() }
}
print(Counter.make().incremented().incremented().n)

class Fluent {
    var log: [String] = []
    @discardableResult func add(_ s: String) -> Self { log.append(s); return self }
}
final class LoudFluent: Fluent {
    func shout() -> Self { log.append("!"); return self }
}
let f = LoudFluent().add("a").shout().add("b")
print(type(of: f), f.log)

protocol Ranked {
    var rank: Int { get }
    func outranks(_ other: Self) -> Bool
}
extension Ranked {
    func outranks(_ other: Self) -> Bool { rank > other.rank }
    static func best(of xs: [Self]) -> Self? { xs.max { $0.rank < $1.rank } }
}
struct Card: Ranked { let rank: Int; let name: String }
let cards = [Card(rank: 3, name: "three"), Card(rank: 11, name: "jack"), Card(rank: 7, name: "seven")]
print(cards[1].outranks(cards[2]), cards[0].outranks(cards[2]))
print(Card.best(of: cards)?.name ?? "none")

class Shape {
    class func create() -> Self { self.init() }
    required init() {}
    var kind: String { "shape" }
}
class Circle: Shape { override var kind: String { "circle" } }
let made: Shape = Circle.create()
print(made.kind, type(of: Circle.create()))

// expect: SubNode SubNode(9) SubNode(3)
// expect: 10 a-b-c true
// expect: 2
// expect: LoudFluent ["a", "!", "b"]
// expect: true false
// expect: jack
// expect: circle Circle

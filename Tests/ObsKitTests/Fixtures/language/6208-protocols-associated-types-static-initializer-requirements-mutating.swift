// Language Reference style (declarations): protocols with associated types, static and initializer requirements, mutating requirements
protocol Container {
    associatedtype Item
    var count: Int { get }
    mutating func append(_ item: Item)
    subscript(i: Int) -> Item { get }
}
struct IntStack: Container {
    var items: [Int] = []
    var count: Int { items.count }
    mutating func append(_ item: Int) { items.append(item) }
    subscript(i: Int) -> Int { items[i] }
}
struct Queue<T>: Container {
    var items: [T] = []
    var count: Int { items.count }
    mutating func append(_ item: T) { items.insert(item, at: 0) }
    subscript(i: Int) -> T { items[i] }
}
func fill<C: Container>(_ c: inout C, _ xs: [C.Item]) { for x in xs { c.append(x) } }
var s = IntStack(); fill(&s, [1, 2, 3]); print(s.count, s[0])
var q = Queue<String>(); fill(&q, ["a", "b"]); print(q.count, q[0])

protocol Shape {
    static var name: String { get }
    static func unit() -> Self
    init(size: Double)
    var size: Double { get set }
}
struct Square: Shape {
    static let name = "square"
    static func unit() -> Square { Square(size: 1) }
    var size: Double
}
final class Ball: Shape {
    static var name: String { "ball" }
    static func unit() -> Ball { Ball(size: 2) }
    var size: Double
    init(size: Double) { self.size = size }
}
func build<S: Shape>(_ t: S.Type, _ n: Double) -> String { "\(S.name) \(t.init(size: n).size) unit \(S.unit().size)" }
print(build(Square.self, 3), build(Ball.self, 4))

protocol Toggle { mutating func toggle() }
struct Switch: Toggle { var on = false; mutating func toggle() { on.toggle() } }
final class Lamp: Toggle { var lit = false; func toggle() { lit = !lit } }
var sw = Switch(); sw.toggle(); print(sw.on)
var lamp = Lamp(); lamp.toggle(); lamp.toggle(); lamp.toggle(); print(lamp.lit)

protocol HasDefault { associatedtype Value = Int; var v: Value { get } }
struct D: HasDefault { var v = 5 }
struct E: HasDefault { var v = "e" }
print(D().v, E().v, D.Value.self, E.Value.self)
protocol Describable { var desc: String { get } }
extension Describable { var desc: String { "default desc" }; func twice() -> String { desc + desc } }
struct X: Describable {}
struct Y: Describable { var desc: String { "Y" } }
print(X().twice(), Y().twice())
protocol Seq2 { associatedtype Elem: Comparable; var elems: [Elem] { get } }
extension Seq2 { var maxElem: Elem? { elems.max() } }
struct Words: Seq2 { var elems = ["pear", "apple", "zoo"] }
print(Words().maxElem as Any)

// expect: 3 1
// expect: 2 b
// expect: square 3.0 unit 1.0 ball 4.0 unit 2.0
// expect: true
// expect: true
// expect: 5 e Int String
// expect: default descdefault desc YY
// expect: Optional("zoo")

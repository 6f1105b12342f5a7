// Compiler test style: Self requirements and returning Self from protocol and class methods
protocol Copyable {
    func copy() -> Self
    static func make() -> Self
}
final class Box: Copyable, CustomStringConvertible {
    var value: Int
    init(_ v: Int) { value = v }
    func copy() -> Self { self }
    static func make() -> Self { Box(0) as! Self }
    var description: String { "Box(\(value))" }
}
struct Pair: Copyable, Equatable {
    var a = 1, b = 2
    func copy() -> Pair { Pair(a: a + 10, b: b + 10) }
    static func make() -> Pair { Pair() }
}

func duplicate<T: Copyable>(_ x: T) -> [T] { [x, x.copy()] }
print(duplicate(Box(3)))
print(duplicate(Pair()))
print(Box.make(), Pair.make())

func fresh<T: Copyable>(_ t: T.Type) -> T { t.make() }
print(fresh(Pair.self))
print(fresh(Box.self))

protocol Incrementable { func next() -> Self }
extension Int: Incrementable { func next() -> Int { self + 1 } }
extension String: Incrementable { func next() -> String { self + "'" } }
func advance<T: Incrementable>(_ x: T, times: Int) -> T {
    var r = x
    for _ in 0..<times { r = r.next() }
    return r
}
print(advance(5, times: 3))
print(advance("a", times: 2))

class Node {
    class func create() -> Self { self.init() }
    required init() {}
    func me() -> Self { self }
}
class Leaf: Node {}
print(type(of: Node.create()), type(of: Leaf.create()))
let n: Node = Leaf()
print(type(of: n.me()))
print(Pair.make() == Pair().copy(), Pair.make() == Pair())
// expect: [Box(3), Box(3)]
// expect: [main.Pair(a: 1, b: 2), main.Pair(a: 11, b: 12)]
// expect: Box(0) Pair(a: 1, b: 2)
// expect: Pair(a: 1, b: 2)
// expect: Box(0)
// expect: 8
// expect: a''
// expect: Node Leaf
// expect: Leaf
// expect: false true

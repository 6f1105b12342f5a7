// Compiler-test style: protocols with Self requirements, returning Self from classes and static factories
protocol Copyable {
    func copy() -> Self
}
protocol Combinable {
    static func + (lhs: Self, rhs: Self) -> Self
    static var zero: Self { get }
}

extension Combinable {
    static func sum(_ xs: [Self]) -> Self { xs.reduce(zero, +) }
}

struct Vec: Combinable, CustomStringConvertible {
    var x: Int, y: Int
    static func + (l: Vec, r: Vec) -> Vec { Vec(x: l.x + r.x, y: l.y + r.y) }
    static var zero: Vec { Vec(x: 0, y: 0) }
    var description: String { "(\(x), \(y))" }
}
extension String: Combinable { static var zero: String { "" } }

class Node: Copyable {
    var tag: String
    required init(tag: String) { self.tag = tag }
    func copy() -> Self { Self(tag: tag + "'") }
    func me() -> Self { self }
}
class Leaf: Node {}

print(Vec.sum([Vec(x: 1, y: 2), Vec(x: 3, y: 4), Vec(x: -1, y: 0)]))
print(String.sum(["a", "b", "c"]))
print(Vec.zero)

let leaf = Leaf(tag: "L")
let c = leaf.copy()
print(type(of: c), c.tag)
print(type(of: c.copy().copy()), c.copy().copy().tag)
let n: Node = Leaf(tag: "dyn")
print(type(of: n.copy()), type(of: n.me()))

func duplicate<T: Copyable>(_ x: T) -> [T] { [x, x.copy()] }
print(duplicate(Node(tag: "n")).map(\.tag))
func twice<T: Combinable>(_ x: T) -> T { x + x }
print(twice(Vec(x: 2, y: 5)), twice("ab"))

// expect: (3, 6)
// expect: abc
// expect: (0, 0)
// expect: Leaf L'
// expect: Leaf L'''
// expect: Leaf Leaf
// expect: ["n", "n\'"]
// expect: (4, 10) abab

// Compiler test style: Self requirements in protocols - returning Self, Self parameters, and class required inits
protocol Copyable {
    func copy() -> Self
}
protocol Combinable {
    static func + (lhs: Self, rhs: Self) -> Self
    static var zero: Self { get }
}

extension Int: Combinable { static var zero: Int { 0 } }
extension String: Combinable { static var zero: String { "" } }

struct Vec: Combinable, CustomStringConvertible {
    var x: Int, y: Int
    static func + (l: Vec, r: Vec) -> Vec { Vec(x: l.x + r.x, y: l.y + r.y) }
    static var zero: Vec { Vec(x: 0, y: 0) }
    var description: String { "(\(x), \(y))" }
}

func sum<T: Combinable>(_ xs: [T]) -> T { xs.reduce(T.zero, +) }

class Node: Copyable {
    var label: String
    required init(label: String) { self.label = label }
    func copy() -> Self { Self(label: label + "'") }
    func kind() -> String { "Node" }
}
final class Leaf: Node {
    override func kind() -> String { "Leaf" }
}

print(sum([1, 2, 3]))
print(sum(["a", "b", "c"]))
print(sum([Vec(x: 1, y: 2), Vec(x: 3, y: 4)]))
print(sum([Vec]()))
let n = Node(label: "n")
let l = Leaf(label: "l")
let lc = l.copy()
print(lc.label, lc.kind(), type(of: lc))
let asNode: Node = l
let c2 = asNode.copy()
print(c2.label, c2.kind(), type(of: c2))
print(n.copy().copy().label)
// expect: 6
// expect: abc
// expect: (4, 6)
// expect: (0, 0)
// expect: l' Leaf Leaf
// expect: l' Leaf Leaf
// expect: n''

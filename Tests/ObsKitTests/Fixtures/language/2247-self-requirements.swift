// Compiler test style: Self requirements, static factories returning Self, and Self in class hierarchies
protocol Mergeable {
    static var empty: Self { get }
    func merged(with other: Self) -> Self
}

extension Mergeable {
    static func mergeAll(_ values: [Self]) -> Self {
        values.reduce(.empty) { $0.merged(with: $1) }
    }
}

struct Tally: Mergeable, CustomStringConvertible {
    var n: Int
    static var empty: Tally { Tally(n: 0) }
    func merged(with other: Tally) -> Tally { Tally(n: n + other.n) }
    var description: String { "Tally(\(n))" }
}

extension String: Mergeable {
    static var empty: String { "" }
    func merged(with other: String) -> String { self.isEmpty ? other : self + "," + other }
}

print(Tally.mergeAll([Tally(n: 1), Tally(n: 2), Tally(n: 3)]))
print(String.mergeAll(["a", "b", "c"]))
print(String.mergeAll([]).isEmpty)

class Node {
    var label: String
    required init(label: String) { self.label = label }
    func cloned() -> Self {
        let copy = Self(label: label + "'")
        return copy
    }
    class func make() -> Self { Self(label: "made-\(self)") }
}
final class Leaf: Node {}

let n: Node = Leaf(label: "leaf")
let c = n.cloned()
print(c.label, type(of: c))
print(Node.make().label, Leaf.make().label)

protocol Copyable { func copy() -> Self }
extension Tally: Copyable { func copy() -> Tally { Tally(n: n * 10) } }
func duplicate<T: Copyable>(_ x: T) -> [T] { [x, x.copy()] }
print(duplicate(Tally(n: 4)))

protocol Ordered { static func < (a: Self, b: Self) -> Bool }
struct Version: Ordered { let major: Int, minor: Int
    static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
}
func smallest<T: Ordered>(_ xs: [T]) -> T { xs.dropFirst().reduce(xs[0]) { $1 < $0 ? $1 : $0 } }
let v = smallest([Version(major: 2, minor: 1), Version(major: 1, minor: 9), Version(major: 1, minor: 10)])
print(v.major, v.minor)
// expect: Tally(6)
// expect: a,b,c
// expect: true
// expect: leaf' Leaf
// expect: made-Node made-Leaf
// expect: [Tally(4), Tally(40)]
// expect: 1 9

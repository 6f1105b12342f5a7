// Advanced Swift style (Protocols): Self requirements in protocols, returning Self, and protocol composition in parameters and typealiases
protocol Mergeable {
    func merged(with other: Self) -> Self
    static var empty: Self { get }
}
protocol Labeled { var label: String { get } }

struct Tally: Mergeable, Labeled, Equatable {
    var counts: [String: Int]
    func merged(with other: Tally) -> Tally {
        Tally(counts: counts.merging(other.counts, uniquingKeysWith: +))
    }
    static var empty: Tally { Tally(counts: [:]) }
    var label: String { counts.keys.sorted().map { "\($0):\(counts[$0]!)" }.joined(separator: " ") }
}
extension Array: Mergeable {
    func merged(with other: [Element]) -> [Element] { self + other }
    static var empty: [Element] { [] }
}

func mergeAll<M: Mergeable>(_ items: [M]) -> M {
    items.reduce(M.empty) { $0.merged(with: $1) }
}
let t = mergeAll([Tally(counts: ["a": 1]), Tally(counts: ["a": 2, "b": 1]), .empty])
print(t.label)
print(mergeAll([[1], [2, 3], []]))
print(mergeAll([Tally]()) == .empty)

typealias Reportable = Mergeable & Labeled
func report<T: Reportable>(_ a: T, _ b: T) -> String { a.merged(with: b).label }
print(report(Tally(counts: ["x": 1]), Tally(counts: ["x": 4])))
func show(_ item: any Labeled & Equatable) -> String { "labeled: " + item.label }
print(show(t))

class Node {
    var name: String
    required init(name: String) { self.name = name }
    class func make(_ name: String) -> Self { Self(name: name) }
    func copy() -> Self { Self(name: name + "'") }
}
final class Leaf: Node {}
let leaf = Leaf.make("leaf")
print(type(of: leaf), leaf.name, type(of: leaf.copy()), leaf.copy().name)
let base: Node = Leaf(name: "dyn")
print(type(of: base.copy()))

protocol Cloneable { func clone() -> Self }
struct Sheep: Cloneable, Labeled { var n: Int; func clone() -> Sheep { Sheep(n: n + 1) }; var label: String { "sheep \(n)" } }
func cloneTwice<C: Cloneable & Labeled>(_ c: C) -> String { c.clone().clone().label }
print(cloneTwice(Sheep(n: 1)))
let anyClone: any Cloneable = Sheep(n: 5)
let cloned = anyClone.clone()
print((cloned as? Labeled)?.label ?? "?")

// expect: a:3 b:1
// expect: [1, 2, 3]
// expect: true
// expect: x:5
// expect: labeled: a:3 b:1
// expect: Leaf leaf Leaf leaf'
// expect: Leaf
// expect: sheep 3
// expect: sheep 6

// Compiler test style: recursive constraints (Self-referential associated types, Comparable graphs)
protocol TreeNode {
    associatedtype Child: TreeNode where Child.Value == Value
    associatedtype Value
    var value: Value { get }
    var children: [Child] { get }
}
struct Dir: TreeNode {
    var value: String
    var children: [Dir]
}
func flatten<N: TreeNode>(_ n: N) -> [N.Value] {
    [n.value] + n.children.flatMap { flatten($0) }
}
func depth<N: TreeNode>(_ n: N) -> Int { 1 + (n.children.map { depth($0) }.max() ?? 0) }
let root = Dir(value: "/", children: [Dir(value: "a", children: [Dir(value: "a1", children: [])]), Dir(value: "b", children: [])])
print(flatten(root))
print(depth(root))

protocol Chainable {
    associatedtype Next: Chainable
    var next: Next? { get }
    var label: String { get }
}
final class Link: Chainable {
    let label: String; let next: Link?
    init(_ l: String, _ n: Link? = nil) { label = l; next = n }
}
func walk<C: Chainable>(_ c: C) -> [String] {
    var out = [c.label]
    if let n = c.next { out += walk(n) }
    return out
}
print(walk(Link("x", Link("y", Link("z")))))

protocol Ordered { static func lessThan(_ a: Self, _ b: Self) -> Bool }
struct Version: Ordered, CustomStringConvertible {
    var major: Int, minor: Int
    static func lessThan(_ a: Version, _ b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
    var description: String { "\(major).\(minor)" }
}
func sortedO<T: Ordered>(_ xs: [T]) -> [T] { xs.sorted(by: T.lessThan) }
print(sortedO([Version(major: 2, minor: 0), Version(major: 1, minor: 9), Version(major: 1, minor: 10)]))

struct Wrapper<T: Comparable>: Comparable {
    var v: T
    static func < (a: Self, b: Self) -> Bool { a.v < b.v }
}
print([Wrapper(v: 3), Wrapper(v: 1), Wrapper(v: 2)].sorted().map(\.v))
print(Wrapper(v: Wrapper(v: "b")) > Wrapper(v: Wrapper(v: "a")))
print(max(Wrapper(v: 1.5), Wrapper(v: -1)).v)
// expect: ["/", "a", "a1", "b"]
// expect: 3
// expect: ["x", "y", "z"]
// expect: [1.9, 1.10, 2.0]
// expect: [1, 2, 3]
// expect: true
// expect: 1.5

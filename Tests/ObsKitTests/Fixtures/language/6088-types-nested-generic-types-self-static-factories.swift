// Compiler test style (nested generic types and Self): types nested in generic types, their Self, static factories and nested type names
struct Outer<T> {
    var value: T
    struct Inner<U> {
        var left: T
        var right: U
        func swapped() -> Outer<U>.Inner<T> { .init(left: right, right: left) }
        static func make(_ t: T, _ u: U) -> Self { Self(left: t, right: u) }
    }
    enum Tag { case plain, wrapped(T) }
    func pair<U>(with u: U) -> Inner<U> { .make(value, u) }
    func tag(_ flag: Bool) -> Tag { flag ? .wrapped(value) : .plain }
}

let o = Outer(value: 3)
let inner = o.pair(with: "x")
print(inner.left, inner.right)
let sw = inner.swapped()
print(sw.left, sw.right)
print(type(of: inner))
print(type(of: sw))
print(Outer<String>.Tag.self)
for t in [o.tag(true), o.tag(false)] {
    switch t {
    case .plain: print("plain")
    case .wrapped(let v): print("wrapped", v)
    }
}

class Node<Value> {
    let value: Value
    var children: [Node] = []
    init(_ v: Value) { value = v }
    func adding(_ v: Value) -> Self { children.append(Node(v)); return self }
    class Walker {
        func walk(_ n: Node, depth: Int = 0) -> [String] {
            ["\(String(repeating: "-", count: depth))\(n.value)"] + n.children.flatMap { walk($0, depth: depth + 1) }
        }
    }
}
let tree = Node("root").adding("a").adding("b")
tree.children[0].adding("a1")
print(Node<String>.Walker().walk(tree).joined(separator: " "))
print(type(of: Node<Int>.Walker()))

protocol Copyable { func copy() -> Self }
final class Box: Copyable {
    var n: Int
    init(_ n: Int) { self.n = n }
    func copy() -> Self { Self.init(n + 1) }
}
extension Box { convenience init() { self.init(0) } }
print(Box(5).copy().copy().n, Box().copy().n)

// expect: 3 x
// expect: x 3
// expect: Inner<String>
// expect: Inner<Int>
// expect: Tag
// expect: wrapped 3
// expect: plain
// expect: root -a --a1 -b
// expect: Walker
// expect: 7 1

// Generics: how generic types print: `type(of:)`, `String(describing:)`, `String(reflecting:)` (module-qualified like main.Box<Swift.Int>), and `Element.self` inside the type.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Box<Value> {
    var value: Value
    func kind() -> String { "Box of \(Value.self)" }
}

final class Pair<A, B> {
    let a: A, b: B
    init(_ a: A, _ b: B) { self.a = a; self.b = b }
}

enum Tree<Element> {
    case leaf
    indirect case node(Tree, Element, Tree)
}

let b = Box(value: 3)
print(type(of: b))
print(String(describing: type(of: b)))
print(String(reflecting: type(of: b)))
print(b.kind())
print(Box(value: [1.5]).kind())
print(Box(value: Box(value: "x")).kind())

let p = Pair("id", 7)
print(type(of: p))
print(String(reflecting: Pair<String, Int>.self))
let t: Tree<Int> = .node(.leaf, 1, .leaf)
print(type(of: t))
print(String(reflecting: Tree<Int>.self))
print(Array<Int>.self, [String: Int].self, Int?.self)
print(String(reflecting: [Box<Int>].self))

extension Array {
    func elementTypeName() -> String { "\(Element.self)" }
}
print([1, 2].elementTypeName(), ["a"].elementTypeName(), [b].elementTypeName())

// expect: Box<Int>
// expect: Box<Int>
// expect: main.Box<Swift.Int>
// expect: Box of Int
// expect: Box of Array<Double>
// expect: Box of Box<String>
// expect: Pair<String, Int>
// expect: main.Pair<Swift.String, Swift.Int>
// expect: Tree<Int>
// expect: main.Tree<Swift.Int>
// expect: Array<Int> Dictionary<String, Int> Optional<Int>
// expect: Swift.Array<main.Box<Swift.Int>>
// expect: Int String Box<Int>

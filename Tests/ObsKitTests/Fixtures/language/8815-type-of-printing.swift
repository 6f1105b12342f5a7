// Compiler test style (metatypes): type(of:) and printing of generic and nested type names
struct Box<T> { var value: T }
struct Pair<A, B> { var a: A; var b: B }
enum Tree<T> { case leaf(T); indirect case node(Tree, Tree) }
class Base {}
class Sub: Base {}
protocol P {}
extension Int: P {}

print(type(of: 1), type(of: 1.5), type(of: "s"), type(of: Character("c")), type(of: true))
print(type(of: Box(value: 1)), type(of: Box(value: "x")), type(of: Box(value: Box(value: 2.0))))
print(Pair<Int, [String]>.self, type(of: Pair(a: 1, b: Optional(2))))
print(type(of: Tree.leaf(3)), Tree<String>.self)
print([Int].self, [String: Box<Int>].self, Set<Int>.self, Int?.self)
print((Int, String).self, (label: Int, other: Double).self, Void.self)
typealias Callback = (inout Int, String...) throws -> Void
print(((Int) -> String).self, Callback.self)

let b: Base = Sub()
print(type(of: b), Base.self, type(of: b) == Sub.self, type(of: b) == Base.self)
let p: any P = 5
print(type(of: p), (any P).self, P.Protocol.self)
let anyValue: Any = [1: "one"]
print(type(of: anyValue))

// String(describing:) for metatypes, and qualified names via String(reflecting:)
print(String(describing: Box<Int>.self), String(reflecting: Box<Int>.self))
print(String(reflecting: Sub.self), String(reflecting: [Box<Sub>].self))

struct Outer {
    struct Inner<T> {}
    enum Kind { case a }
}
print(Outer.Inner<Int>.self, String(reflecting: Outer.Inner<Outer.Kind>.self))

// Metatypes of metatypes
print(type(of: Int.self), type(of: Box<Int>.self), type(of: P.self))

// Generic function reporting its type parameter
func describe<T>(_ x: T) -> String { "\(T.self) holding \(x)" }
print(describe(Box(value: [1, 2])))
print(describe(Optional<Box<Int>>.none))
print(describe(b), describe(p))

// ObjectIdentifier equality for metatypes
print(ObjectIdentifier(Int.self) == ObjectIdentifier(type(of: 3)), ObjectIdentifier(Box<Int>.self) == ObjectIdentifier(Box<UInt>.self))

// expect: Int Double String Character Bool
// expect: Box<Int> Box<String> Box<Box<Double>>
// expect: Pair<Int, Array<String>> Pair<Int, Optional<Int>>
// expect: Tree<Int> Tree<String>
// expect: Array<Int> Dictionary<String, Box<Int>> Set<Int> Optional<Int>
// expect: (Int, String) (label: Int, other: Double) ()
// expect: (Int) -> String (inout Int, String...) throws -> ()
// expect: Sub Base true false
// expect: Int P P.Protocol
// expect: Dictionary<Int, String>
// expect: Box<Int> main.Box<Swift.Int>
// expect: main.Sub Swift.Array<main.Box<main.Sub>>
// expect: Inner<Int> main.Outer.Inner<main.Outer.Kind>
// expect: Int.Type Box<Int>.Type P.Protocol
// expect: Box<Array<Int>> holding Box<Array<Int>>(value: [1, 2])
// expect: Optional<Box<Int>> holding nil
// expect: Base holding main.Sub P holding 5
// expect: true false

// Compiler test style: printing generic and nested type names
// known-gap: line 19: expected "Optional<Int> / Optional<Int>", got "Optional<Int> / Optional<Any>"
// Checks type(of:), String(describing:) and String(reflecting:) for generic
// types, nested types inside generics, generic functions reporting T.self,
// existential metatypes, and typealiases (which print as their target).

struct Box<T> { var value: T }
enum Tree<T> { case leaf(T); indirect case node(Tree<T>, Tree<T>) }
class Registry<Key: Hashable, Value> {
  struct Entry { var key: Key; var value: Value }
  var entries: [Entry] = []
}
struct Outer { struct Middle { struct Inner {} } }
protocol Shape {}
struct Square: Shape {}
typealias IntBox = Box<Int>

print(Box<Int>.self)
print(Box<Box<String>>.self)
print(type(of: Box(value: [1: "a"])))
print(Tree<Int>.self)
print(type(of: Tree.leaf("x")))
print(Registry<String, Int>.self)
print(Registry<String, Int>.Entry.self)
print(Outer.Middle.Inner.self)
print(IntBox.self)

print(String(reflecting: Box<Int>.self))
print(String(reflecting: Registry<String, [Int]>.Entry.self))
print(String(reflecting: Outer.Middle.Inner.self))
print(String(reflecting: Optional<Box<Int>>.self))
print(String(reflecting: [String: Box<Double>].self))

// Generic functions.
func describe<T>(_ t: T) -> String {
  "\(T.self) / \(type(of: t))"
}
print(describe(1))
print(describe(Square() as Shape))
print(describe(Box(value: 1.5)))
print(describe([Square()]))
print(describe(Optional<Int>.none))

func nameOf<T>(_ type: T.Type) -> String { String(describing: type) }
print(nameOf(Int.self), nameOf([Int].self), nameOf(Box<Bool>.self))

// Existential metatypes.
let shapeType: any Shape.Type = Square.self
print(shapeType)
let anyType: Any.Type = Box<Character>.self
print(anyType)
print(Any.self, AnyObject.self)

// Function types with generics.
let f: (Box<Int>) -> [String] = { _ in [] }
print(type(of: f))
let g: (inout Int, String...) -> Void = { _, _ in }
print(type(of: g))
let h: () throws -> Int = { 1 }
print(type(of: h))

// Tuples of generics and labeled tuples.
print(type(of: (Box(value: 1), a: "x")))
print((x: Int, y: Double).self)

// Instances of nested generic types.
let e = Registry<String, Int>.Entry(key: "k", value: 1)
print(e)
print(Box(value: Box(value: "in")))
print(Tree.node(.leaf(1), .leaf(2)))

// Metatypes in arrays.
let types: [Any.Type] = [Int.self, String.self, Box<Int>.self, Square.self]
print(types.map { "\($0)" })

// expect: Box<Int>
// expect: Box<Box<String>>
// expect: Box<Dictionary<Int, String>>
// expect: Tree<Int>
// expect: Tree<String>
// expect: Registry<String, Int>
// expect: Entry
// expect: Inner
// expect: Box<Int>
// expect: main.Box<Swift.Int>
// expect: main.Registry<Swift.String, Swift.Array<Swift.Int>>.Entry
// expect: main.Outer.Middle.Inner
// expect: Swift.Optional<main.Box<Swift.Int>>
// expect: Swift.Dictionary<Swift.String, main.Box<Swift.Double>>
// expect: Int / Int
// expect: Shape / Shape
// expect: Box<Double> / Box<Double>
// expect: Array<Square> / Array<Square>
// expect: Optional<Int> / Optional<Int>
// expect: Int Array<Int> Box<Bool>
// expect: Square
// expect: Box<Character>
// expect: Any AnyObject
// expect: (Box<Int>) -> Array<String>
// expect: (inout Int, String...) -> ()
// expect: () throws -> Int
// expect: (Box<Int>, a: String)
// expect: (x: Int, y: Double)
// expect: Entry(key: "k", value: 1)
// expect: Box<Box<String>>(value: main.Box<Swift.String>(value: "in"))
// expect: node(main.Tree<Swift.Int>.leaf(1), main.Tree<Swift.Int>.leaf(2))
// expect: ["Int", "String", "Box<Int>", "Square"]

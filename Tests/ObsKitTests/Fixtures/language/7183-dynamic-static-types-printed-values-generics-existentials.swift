// Standard library API style (type(of:)): dynamic and static types printed for values, generics, existentials, closures, metatypes and nested types
// known-gap: type(of:) of an unapplied instance method (`Square.area`) prints 'function' (Swift: (Square) -> () -> Double); unchecked, a closure's inferred result type is unknown
protocol Shape { func area() -> Double }
struct Square: Shape { var side: Double; func area() -> Double { side * side } }
struct Circle: Shape { var r: Double; func area() -> Double { 3 * r * r } }
class Base { required init() {} }
class Derived: Base {}
struct Outer { struct Inner {}; enum Kind { case a } }
enum Wrapper<T> { case value(T) }
struct Box<T> { var item: T }
print("literals:", type(of: 1), type(of: 1.0), type(of: "s"), type(of: true), type(of: Character("c")))
print("collections:", type(of: [1]), type(of: ["a": 1]), type(of: Set([1])), type(of: [[1.0]]))
print("optional:", type(of: Optional(1)), type(of: Int?.none))
print("tuples:", type(of: (1, "a")), type(of: (x: 1, y: 2.0)), type(of: ()))
print("ranges:", type(of: 0..<1), type(of: 0...1), type(of: ..<1), type(of: 1...))
print("slices:", type(of: [1, 2].dropFirst()), type(of: "ab".dropFirst()), type(of: "a".utf8))
let shapes: [Shape] = [Square(side: 2), Circle(r: 1)]
print("existential elements:", shapes.map { "\(type(of: $0))" })
print("existential array:", type(of: shapes))
let b: Base = Derived()
print("class dynamic:", type(of: b), type(of: b) == Derived.self, type(of: b) == Base.self)
let made = type(of: b).init()
print("init from metatype:", type(of: made))
print("nested:", type(of: Outer.Inner()), type(of: Outer.Kind.a), String(reflecting: Outer.Inner.self))
print("generics:", type(of: Box(item: 3)), type(of: Box(item: [Box(item: "x")])), type(of: Wrapper.value(2.5)))
func generic<T>(_ v: T) -> String { "\(T.self) / \(type(of: v))" }
print("generic static vs dynamic:", generic(5), generic(b), generic(shapes[0]))
print("any:", type(of: 5 as Any), type(of: "x" as Any))
let f: (Int) -> String = { String($0) }
print("closures:", type(of: f), type(of: { () -> Void in }), type(of: { (a: Int, b: Int) in a + b }))
print("metatypes:", type(of: Int.self), type(of: Shape.self), Int.self, [Int].self)
print("equality:", type(of: 1) == Int.self, type(of: 1) == Double.self, type(of: [1]) == Array<Int>.self)
print("is checks:", b is Derived, shapes[0] is Circle, 5 as Any is Int, Optional(5) as Any is Int?)
print("describing metatype:", String(describing: type(of: shapes[1])), "\(Int8.self)")
print("function types:", type(of: generic(_:) as (Int) -> String), type(of: Square.area))
print("lazy:", type(of: [1].lazy.map { $0 + 1 }))
print("keypath:", type(of: \Square.side))

// expect: literals: Int Double String Bool Character
// expect: collections: Array<Int> Dictionary<String, Int> Set<Int> Array<Array<Double>>
// expect: optional: Optional<Int> Optional<Int>
// expect: tuples: (Int, String) (x: Int, y: Double) ()
// expect: ranges: Range<Int> ClosedRange<Int> PartialRangeUpTo<Int> PartialRangeFrom<Int>
// expect: slices: ArraySlice<Int> Substring UTF8View
// expect: existential elements: ["Square", "Circle"]
// expect: existential array: Array<Shape>
// expect: class dynamic: Derived true false
// expect: init from metatype: Derived
// expect: nested: Inner Kind main.Outer.Inner
// expect: generics: Box<Int> Box<Array<Box<String>>> Wrapper<Double>
// expect: generic static vs dynamic: Int / Int Base / Derived Shape / Shape
// expect: any: Int String
// expect: closures: (Int) -> String () -> () (Int, Int) -> Int
// expect: metatypes: Int.Type Shape.Protocol Int Array<Int>
// expect: equality: true false true
// expect: is checks: true false true true
// expect: describing metatype: Circle Int8
// expect: function types: (Int) -> String (Square) -> () -> Double
// expect: lazy: LazyMapSequence<Array<Int>, Int>
// expect: keypath: WritableKeyPath<Square, Double>

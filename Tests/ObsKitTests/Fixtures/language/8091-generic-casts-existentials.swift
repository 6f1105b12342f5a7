// Compiler test style: casting generic parameters at runtime, existential opening and as? T inside generics
// known-gap: line 8: expected '["sq2", "<Shape>", "sq5"]', got '["sq2", "<Rect>", "sq5"]'
protocol Shape { func area() -> Int }
struct Square: Shape { let s: Int; func area() -> Int { s * s } }
struct Rect: Shape { let w: Int, h: Int; func area() -> Int { w * h } }
protocol Labeled { var label: String { get } }
extension Square: Labeled { var label: String { "sq\(s)" } }

func cast<T>(_ x: Any, to: T.Type) -> T? { x as? T }
print(cast(5, to: Int.self) as Any, cast("5", to: Int.self) as Any, cast(Square(s: 2), to: (any Shape).self).map { $0.area() } as Any)

func isA<T>(_ x: Any, _ t: T.Type) -> Bool { x is T }
print(isA(Square(s: 1), Labeled.self), isA(Rect(w: 1, h: 1), Labeled.self), isA(3, Any.self), isA(Optional<Int>.none as Any, Int?.self))

// Generic function specialised on a value whose dynamic type differs from static
func typeNames<T>(_ x: T) -> String { "static \(T.self), dynamic \(type(of: x))" }
let shape: any Shape = Rect(w: 2, h: 3)
print(typeNames(shape))
print(typeNames(Rect(w: 2, h: 3)))
let anyValue: Any = Square(s: 3)
print(typeNames(anyValue))

// Opening an existential into a generic
func describeArea<S: Shape>(_ s: S) -> String { "\(S.self) area \(s.area())" }
let shapes: [any Shape] = [Square(s: 4), Rect(w: 1, h: 7)]
for s in shapes { print(describeArea(s)) }

// Generic container with conditional behaviour via dynamic casts
struct Registry<T> {
    var items: [T] = []
    mutating func add(_ x: T) { items.append(x) }
    func labels() -> [String] {
        items.map { ($0 as? any Labeled)?.label ?? "<\(type(of: $0))>" }
    }
    func of<U>(_ type: U.Type) -> [U] { items.compactMap { $0 as? U } }
}
var reg = Registry<any Shape>()
reg.add(Square(s: 2)); reg.add(Rect(w: 3, h: 3)); reg.add(Square(s: 5))
print(reg.labels())
print(reg.of(Square.self).map(\.s), reg.of(Rect.self).count, reg.of((any Labeled).self).count)

// Casting between generic instantiations
struct Box<T> { var v: T }
let boxes: [Any] = [Box(v: 1), Box(v: "s"), Box(v: 2.5), Box<Int?>(v: nil)]
for b in boxes {
    switch b {
    case let ib as Box<Int>: print("Box<Int>", ib.v)
    case let sb as Box<String>: print("Box<String>", sb.v)
    case is Box<Int?>: print("Box<Int?>")
    default: print("other", type(of: b))
    }
}

// Metatype-based dispatch
func zero<T: Numeric>(_ t: T.Type) -> T { 0 }
let metas: [Any.Type] = [Int.self, Double.self, String.self]
for m in metas {
    if let n = m as? any Numeric.Type { print(m, "numeric zero:", zero(n)) } else { print(m, "not numeric") }
}

// Class existential casts
class Base {}
class Sub: Base, Labeled { var label: String { "sub" } }
let objs: [AnyObject] = [Base(), Sub()]
print(objs.map { ($0 as? Labeled)?.label ?? "none" }, objs.map { $0 is Sub })

// expect: Optional(5) nil Optional(4)
// expect: true false true true
// expect: static Shape, dynamic Shape
// expect: static Rect, dynamic Rect
// expect: static Any, dynamic Any
// expect: Square area 16
// expect: Rect area 7
// expect: ["sq2", "<Shape>", "sq5"]
// expect: [2, 5] 1 2
// expect: Box<Int> 1
// expect: Box<String> s
// expect: other Box<Double>
// expect: Box<Int?>
// expect: Int numeric zero: 0
// expect: Double numeric zero: 0.0
// expect: String not numeric
// expect: ["none", "sub"] [false, true]

// Protocols nested in types (SE-0404): conformance written with the short name inside the type, dynamic casts to any Outer.Shape, existential arrays; and String.Index.debugDescription (SE-0445)
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
enum Outer { protocol Shape { func area() -> Int }; struct Rect: Shape { func area() -> Int { 6 } } }
struct Sq: Outer.Shape { func area() -> Int { 4 } }
let a: Any = Outer.Rect()
print(a is any Outer.Shape, a is Outer.Shape, (a as? any Outer.Shape)?.area() ?? -1, Sq() is any Outer.Shape)
let shapes: [any Outer.Shape] = [Outer.Rect(), Sq()]
print(shapes.map { $0.area() })
print(type(of: shapes))
let s = "ab"
print(s.startIndex.debugDescription)

// expect: true true 6 true
// expect: [6, 4]
// expect: Array<Shape>
// expect: 0[any]

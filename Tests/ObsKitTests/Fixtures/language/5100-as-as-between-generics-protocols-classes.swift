// Compiler test style (test/Interpreter/generic_casts.swift): as?, is, as! between generics, protocols, classes
protocol Shape { var area: Int { get } }
protocol Named { var name: String { get } }
class Base: Named { var name: String { "base" } }
class Square: Base, Shape {
  let side: Int
  init(_ s: Int) { side = s }
  var area: Int { side * side }
  override var name: String { "square" }
}
struct Rect: Shape { var w, h: Int; var area: Int { w * h } }

func castTo<T>(_ x: Any, _: T.Type) -> T? { x as? T }
func isA<T>(_ x: Any, _: T.Type) -> Bool { x is T }

let things: [Any] = [1, "two", 3.0, Square(3), Rect(w: 2, h: 5), Base(), [1, 2], Optional<Int>.none as Any]
for t in things {
  let parts = [
    isA(t, Int.self) ? "Int" : nil,
    isA(t, String.self) ? "String" : nil,
    isA(t, Shape.self) ? "Shape" : nil,
    isA(t, Named.self) ? "Named" : nil,
    isA(t, Base.self) ? "Base" : nil,
    isA(t, [Int].self) ? "[Int]" : nil,
    isA(t, Int?.self) ? "Int?" : nil,
  ].compactMap { $0 }
  print(type(of: t), parts)
}

print(castTo(5, Int.self) as Any, castTo(5, String.self) as Any)
let sq: Base = Square(4)
if let s = sq as? Shape { print("area", s.area) }
print((sq as? Square)?.side as Any, sq is Square, sq is Shape)
let shapes: [Shape] = [Square(2), Rect(w: 1, h: 3)]
print(shapes.compactMap { $0 as? Named }.map { $0.name })
print(shapes.map { $0 is Base })
let anyArr: [Any] = [1, 2, 3]
if let ints = anyArr as? [Int] { print("ints", ints.reduce(0, +)) }
print(anyArr as? [String] as Any)
let mixed: [Any] = [1, "a"]
print(mixed as? [Int] as Any)
let dictAny: [String: Any] = ["a": 1, "b": 2]
print((dictAny as? [String: Int])?.values.sorted() as Any)
let nested: Any = Optional(Optional(7))
print(nested as? Int as Any)
let base2 = Base()
print(base2 as? Square as Any)
func describe<T>(_ v: T) -> String {
  if let s = v as? Shape { return "shape of area \(s.area)" }
  if T.self == Int.self { return "an Int" }
  return "something: \(T.self)"
}
print(describe(Rect(w: 3, h: 3)), describe(8), describe("x"))
let forced = things[3] as! Square
print(forced.side, (things[4] as! Shape).area)
let meta: Any.Type = Square.self
print(meta is Base.Type, meta is Shape.Type, meta is Rect.Type)

// expect: Int ["Int", "Int?"]
// expect: String ["String"]
// expect: Double []
// expect: Square ["Shape", "Named", "Base"]
// expect: Rect ["Shape"]
// expect: Base ["Named", "Base"]
// expect: Array<Int> ["[Int]"]
// expect: Optional<Int> ["Int?"]
// expect: Optional(5) nil
// expect: area 16
// expect: Optional(4) true true
// expect: ["square"]
// expect: [true, false]
// expect: ints 6
// expect: nil
// expect: nil
// expect: Optional([1, 2])
// expect: Optional(7)
// expect: nil
// expect: shape of area 9 an Int something: String
// expect: 3 10
// expect: true true false

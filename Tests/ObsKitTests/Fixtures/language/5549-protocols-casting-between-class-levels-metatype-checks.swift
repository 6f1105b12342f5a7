// The Swift Programming Language style (Type Casting): as? to protocols, casting between class levels, metatype checks, and bridging-free numeric casts
protocol Drawable { func draw() -> String }
protocol Resizable: AnyObject { var scale: Double { get set } }

class Shape { var id: Int; required init(id: Int) { self.id = id } }
class Circle: Shape, Drawable, Resizable {
    var scale = 1.0
    func draw() -> String { "circle #\(id) x\(scale)" }
}
class Square: Shape, Drawable {
    func draw() -> String { "square #\(id)" }
}
class Blob: Shape {}
struct Label: Drawable { var text: String; func draw() -> String { "label '\(text)'" } }

let shapes: [Shape] = [Circle(id: 1), Square(id: 2), Blob(id: 3), Circle(id: 4)]
for s in shapes {
    if let r = s as? Resizable { r.scale *= 2 }
}
for s in shapes {
    if let d = s as? Drawable { print(d.draw()) } else { print("cannot draw \(type(of: s)) #\(s.id)") }
}

let things: [Any] = [Label(text: "hi"), Square(id: 9), 17, "plain"]
let drawn = things.compactMap { ($0 as? Drawable)?.draw() }
print(drawn)

let anyShape: AnyObject = Circle(id: 5)
print(anyShape is Shape, anyShape is Drawable, anyShape is Square)
if let c = anyShape as? Circle { print("downcast ok, scale \(c.scale)") }

let kinds: [Shape.Type] = [Circle.self, Square.self, Blob.self]
for k in kinds {
    let made = k.init(id: 0)
    print(k, made is Drawable, k == Circle.self)
}

let n: Any = 7
print(n as? Int as Any, n as? Double as Any, n as? String as Any)
let maybeShape: Shape? = Square(id: 11)
if let sq = maybeShape as? Square { print("optional downcast", sq.id) }
let ds = shapes.compactMap { $0 as? Drawable & Resizable }
print(ds.count, ds.map { $0.scale })

// expect: circle #1 x2.0
// expect: square #2
// expect: cannot draw Blob #3
// expect: circle #4 x2.0
// expect: ["label \'hi\'", "square #9"]
// expect: true true false
// expect: downcast ok, scale 1.0
// expect: Circle true true
// expect: Square true false
// expect: Blob false false
// expect: Optional(7) nil nil
// expect: optional downcast 11
// expect: 2 [2.0, 2.0]

// Compiler test style (dynamic casts): as?, as!, is between classes and protocols
protocol Drawable { func draw() -> String }
protocol Resizable: AnyObject { var size: Int { get set } }

class Shape { func name() -> String { "shape" } }
class Circle: Shape, Drawable {
    override func name() -> String { "circle" }
    func draw() -> String { "()" }
}
class Square: Shape, Drawable, Resizable {
    var size = 1
    override func name() -> String { "square" }
    func draw() -> String { "[\(size)]" }
}
final class Blob: Shape {}

let shapes: [Shape] = [Circle(), Square(), Blob(), Square()]
for s in shapes {
    var line = s.name()
    if let d = s as? Drawable { line += " draws \(d.draw())" }
    if let r = s as? Resizable {
        r.size += 2
        line += " resized to \(r.size)"
    }
    line += s is Circle ? " (is Circle)" : ""
    print(line)
}

// Downcasting an array
let drawables = shapes.compactMap { $0 as? Drawable }
print(drawables.count, drawables.map { $0.draw() })
let squares = shapes.compactMap { $0 as? Square }
print(squares.map(\.size))
if let all = shapes as? [Square] { print("all squares \(all.count)") } else { print("not all squares") }
let onlySquares: [Shape] = squares
print((onlySquares as? [Square])?.count as Any)

// Casting from a protocol existential to a concrete class and to another protocol
let d: Drawable = Square()
print(d is Shape, d is Resizable, (d as? Square)?.size as Any, d as? Circle == nil)

// Forced cast succeeds, conditional cast to an unrelated protocol fails
let forced = shapes[1] as! Square
print(forced.draw())
print((shapes[2] as Any) is Drawable, (shapes[2] as AnyObject) is Shape)

// Casting values boxed in Any, including numeric bridging rules
let values: [Any] = [1, 2.5, "s", Circle(), [1, 2], Optional<Int>.some(3) as Any]
print(values.map { $0 is Int })
print(values.map { ($0 as? Shape)?.name() ?? "-" })
print(values[4] as? [Int] as Any, values[4] as? [Double] as Any)
print(values[5] as? Int as Any)

// Metatype casts
let t: Shape.Type = Square.self
print(t is Square.Type, t is Circle.Type, t as? Drawable.Type != nil)

// expect: circle draws () (is Circle)
// expect: square draws [1] resized to 3
// expect: shape
// expect: square draws [1] resized to 3
// expect: 3 ["()", "[3]", "[3]"]
// expect: [3, 3]
// expect: not all squares
// expect: Optional(2)
// expect: true true Optional(1) true
// expect: [3]
// expect: false true
// expect: [true, false, false, false, false, true]
// expect: ["-", "-", "-", "circle", "-", "-"]
// expect: Optional([1, 2]) nil
// expect: Optional(3)
// expect: true false true

// App code style: class hierarchy of shapes with overrides, super calls, type casting and switch on type
class Shape {
    let name: String
    init(name: String) { self.name = name }
    var area: Double { 0 }
    func describe() -> String { "\(name) with area \(area)" }
}
class Rect: Shape {
    let w: Double, h: Double
    init(w: Double, h: Double) { self.w = w; self.h = h; super.init(name: "rect") }
    override var area: Double { w * h }
}
final class Square: Rect {
    init(side: Double) { super.init(w: side, h: side) }
    override func describe() -> String { super.describe() + " (square)" }
}
final class Circle: Shape {
    let r: Double
    init(r: Double) { self.r = r; super.init(name: "circle") }
    override var area: Double { 3.0 * r * r }
}

let shapes: [Shape] = [Rect(w: 2, h: 3.5), Square(side: 4), Circle(r: 1.5), Shape(name: "blob")]
for s in shapes { print(s.describe()) }
for s in shapes {
    switch s {
    case let sq as Square: print("square side \(sq.w)")
    case let r as Rect where r.w > r.h: print("wide rect")
    case let r as Rect: print("tall rect \(r.w)x\(r.h)")
    case is Circle: print("round thing")
    default: print("unknown \(type(of: s))")
    }
}
let rects = shapes.compactMap { $0 as? Rect }
print("rects: \(rects.count), squares: \(shapes.filter { $0 is Square }.count)")
print("total area \(shapes.map(\.area).reduce(0, +))")
let biggest = shapes.max { $0.area < $1.area }!
print("biggest is \(biggest.name), identical to shapes[1]: \(biggest === shapes[1])")
print(String(describing: type(of: shapes[2])), shapes[0] is Square, shapes[1] is Rect)
// expect: rect with area 7.0
// expect: rect with area 16.0 (square)
// expect: circle with area 6.75
// expect: blob with area 0.0
// expect: tall rect 2.0x3.5
// expect: square side 4.0
// expect: round thing
// expect: unknown Shape
// expect: rects: 2, squares: 1
// expect: total area 29.75
// expect: biggest is rect, identical to shapes[1]: true
// expect: Circle false true

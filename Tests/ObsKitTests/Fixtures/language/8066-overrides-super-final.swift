// Compiler test style: method/property/subscript overrides, super chains and final members
class Shape {
    var name: String { "shape" }
    func area() -> Double { 0 }
    func describe() -> String { "\(name) with area \(area())" }
    subscript(i: Int) -> String { "Shape[\(i)]" }
    final func tag() -> String { "<\(describe())>" }
    class func kind() -> String { "Shape.kind" }
    static func fixed() -> String { "Shape.fixed" }
}

class Rect: Shape {
    let w: Double, h: Double
    init(w: Double, h: Double) { self.w = w; self.h = h }
    override var name: String { "rect" }
    override func area() -> Double { w * h }
    override subscript(i: Int) -> String { "Rect[\(i)] via " + super[i] }
    override class func kind() -> String { "Rect.kind / " + super.kind() }
}

class Square: Rect {
    init(side: Double) { super.init(w: side, h: side) }
    override var name: String { "square(" + super.name + ")" }
    override func describe() -> String { "SQ: " + super.describe() }
    override subscript(i: Int) -> String { "Square[\(i)] via " + super[i] }
    override class func kind() -> String { "Square.kind / " + super.kind() }
}

final class Circle: Shape {
    let r: Double
    init(r: Double) { self.r = r }
    override var name: String { "circle" }
    override func area() -> Double { 3 * r * r }
}

let shapes: [Shape] = [Shape(), Rect(w: 2, h: 3), Square(side: 4), Circle(r: 1)]
for s in shapes {
    print(s.tag())
    print("  ", s[1])
}

let metas: [Shape.Type] = [Shape.self, Rect.self, Square.self, Circle.self]
for m in metas {
    print(m.kind(), "|", m.fixed())
}

// Overriding with a covariant return type
class Factory {
    func make() -> Shape { Shape() }
}
class SquareFactory: Factory {
    override func make() -> Square { Square(side: 2) }
}
let f: Factory = SquareFactory()
print(f.make().describe())
let sf = SquareFactory()
print(sf.make().w)

// Stored property override with observers calling super
class Counter {
    var count = 0
    func bump() { count += 1 }
}
class LoudCounter: Counter {
    override func bump() {
        print("before", count)
        super.bump()
        super.bump()
        print("after", count)
    }
}
let lc: Counter = LoudCounter()
lc.bump()
print("final count", lc.count)

// expect: <shape with area 0.0>
// expect:    Shape[1]
// expect: <rect with area 6.0>
// expect:    Rect[1] via Shape[1]
// expect: <SQ: square(rect) with area 16.0>
// expect:    Square[1] via Rect[1] via Shape[1]
// expect: <circle with area 3.0>
// expect:    Shape[1]
// expect: Shape.kind | Shape.fixed
// expect: Rect.kind / Shape.kind | Shape.fixed
// expect: Square.kind / Rect.kind / Shape.kind | Shape.fixed
// expect: Shape.kind | Shape.fixed
// expect: SQ: square(rect) with area 4.0
// expect: 2.0
// expect: before 0
// expect: after 2
// expect: final count 2

// Designated init calling super.init, overridden properties and methods
class Shape {
    var sides: Int
    init(sides: Int) {
        self.sides = sides
        print("Shape.init sides=\(sides)")
    }
    var label: String { "shape with \(sides) sides" }
    func area() -> Double { 0.0 }
}

class Rect: Shape {
    var w: Double
    var h: Double
    init(w: Double, h: Double) {
        self.w = w
        self.h = h
        print("Rect.init before super")
        super.init(sides: 4)
        print("Rect.init after super")
    }
    override var label: String { "rect \(w)x\(h), " + super.label }
    override func area() -> Double { w * h }
}

let r = Rect(w: 2.5, h: 4)
print(r.label)
print(r.area())
let s: Shape = r
print(s.area())

// expect: Rect.init before super
// expect: Shape.init sides=4
// expect: Rect.init after super
// expect: rect 2.5x4.0, shape with 4 sides
// expect: 10.0
// expect: 10.0

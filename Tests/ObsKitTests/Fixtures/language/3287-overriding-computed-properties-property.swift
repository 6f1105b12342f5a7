// Compiler test style: overriding computed properties and property getters with super
class Rect {
    var width: Double
    var height: Double
    init(width: Double, height: Double) { self.width = width; self.height = height }
    var area: Double { width * height }
    var description: String { "Rect \(width)x\(height)" }
}
class Square: Rect {
    init(side: Double) { super.init(width: side, height: side) }
    override var description: String { "Square(" + super.description + ")" }
    var side: Double {
        get { width }
        set { width = newValue; height = newValue }
    }
}
class ScaledSquare: Square {
    var scale: Double = 2
    override var area: Double { super.area * scale }
    override var width: Double {
        didSet { print("width set to \(width)") }
    }
}

let shapes: [Rect] = [Rect(width: 2, height: 3), Square(side: 4), ScaledSquare(side: 1.5)]
for s in shapes {
    print(s.description, s.area)
}
let ss = shapes[2] as! ScaledSquare
ss.side = 3
print(ss.area, ss.height)
ss.scale = 0.5
print(ss.area)
// expect: Rect 2.0x3.0 6.0
// expect: Square(Rect 4.0x4.0) 16.0
// expect: Square(Rect 1.5x1.5) 4.5
// expect: width set to 3.0
// expect: 18.0 3.0
// expect: 4.5

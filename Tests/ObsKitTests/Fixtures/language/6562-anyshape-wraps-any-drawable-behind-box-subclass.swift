// Swift by Sundell style (type erasure with a private base class): AnyShape wraps any Drawable behind a box subclass
protocol Drawable {
    func draw() -> String
    var area: Double { get }
}

struct Rect: Drawable {
    var w: Double, h: Double
    func draw() -> String { "rect \(w)x\(h)" }
    var area: Double { w * h }
}

struct Tri: Drawable {
    var base: Double, height: Double
    func draw() -> String { "tri \(base)/\(height)" }
    var area: Double { base * height / 2 }
}

private class AnyShapeBase: Drawable {
    func draw() -> String { fatalError("abstract") }
    var area: Double { fatalError("abstract") }
}

private final class AnyShapeBox<S: Drawable>: AnyShapeBase {
    let shape: S
    init(_ shape: S) { self.shape = shape }
    override func draw() -> String { shape.draw() }
    override var area: Double { shape.area }
}

struct AnyShape: Drawable {
    private let box: AnyShapeBase
    init<S: Drawable>(_ shape: S) {
        if let already = shape as? AnyShape {
            box = already.box
        } else {
            box = AnyShapeBox(shape)
        }
    }
    func draw() -> String { box.draw() }
    var area: Double { box.area }
}

let canvas = [AnyShape(Rect(w: 2, h: 3)), AnyShape(Tri(base: 4, height: 5)), AnyShape(AnyShape(Rect(w: 1, h: 1)))]
for shape in canvas { print(shape.draw(), "area", shape.area) }
print("sum", canvas.map(\.area).reduce(0, +))
let biggest = canvas.max { $0.area < $1.area }!
print("biggest:", biggest.draw())

// expect: rect 2.0x3.0 area 6.0
// expect: tri 4.0/5.0 area 10.0
// expect: rect 1.0x1.0 area 1.0
// expect: sum 17.0
// expect: biggest: tri 4.0/5.0

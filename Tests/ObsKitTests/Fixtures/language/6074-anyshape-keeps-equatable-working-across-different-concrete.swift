// Advanced Swift style (type erasure with Self requirements): an AnyShape that keeps Equatable working across different concrete shapes, and a heterogeneous list compared element by element
protocol Shape: Equatable {
    var area: Double { get }
    var name: String { get }
}

struct Circle: Shape { let r: Double; var area: Double { 3 * r * r }; var name: String { "circle(\(r))" } }
struct Rect: Shape { let w, h: Double; var area: Double { w * h }; var name: String { "rect(\(w)x\(h))" } }
struct Square: Shape { let side: Double; var area: Double { side * side }; var name: String { "square(\(side))" } }

struct AnyShape: Shape {
    private let base: Any
    private let _area: () -> Double
    private let _name: () -> String
    private let _isEqual: (Any) -> Bool
    init<S: Shape>(_ s: S) {
        base = s
        _area = { s.area }
        _name = { s.name }
        _isEqual = { other in (other as? S) == s }
    }
    var area: Double { _area() }
    var name: String { _name() }
    static func == (a: AnyShape, b: AnyShape) -> Bool { a._isEqual(b.base) }
}

let shapes = [AnyShape(Circle(r: 1)), AnyShape(Rect(w: 2, h: 3)), AnyShape(Square(side: 2)), AnyShape(Rect(w: 2, h: 3))]
print(shapes.map(\.name))
print(shapes.map(\.area), shapes.map(\.area).reduce(0, +))
print(shapes[1] == shapes[3], shapes[0] == shapes[1], AnyShape(Square(side: 2)) == AnyShape(Rect(w: 2, h: 2)))
print(shapes.firstIndex(of: AnyShape(Square(side: 2)))!, shapes.filter { $0 == shapes[1] }.count)
print(shapes.sorted { $0.area > $1.area }.map(\.name))

func isSame(_ a: any Shape, _ b: any Shape) -> Bool {
    func open<S: Shape>(_ x: S) -> Bool { (b as? S) == x }
    return open(a)
}
let existentials: [any Shape] = [Circle(r: 2), Square(side: 3), Circle(r: 2)]
print(isSame(existentials[0], existentials[2]), isSame(existentials[0], existentials[1]))
print(existentials.map { $0.name }, existentials.map { AnyShape($0) }.count)
var unique: [AnyShape] = []
for s in shapes + [AnyShape(Circle(r: 1))] where !unique.contains(s) { unique.append(s) }
print(unique.map(\.name))

// expect: ["circle(1.0)", "rect(2.0x3.0)", "square(2.0)", "rect(2.0x3.0)"]
// expect: [3.0, 6.0, 4.0, 6.0] 19.0
// expect: true false false
// expect: 2 2
// expect: ["rect(2.0x3.0)", "rect(2.0x3.0)", "square(2.0)", "circle(1.0)"]
// expect: true false
// expect: ["circle(2.0)", "square(3.0)", "circle(2.0)"] 3
// expect: ["circle(1.0)", "rect(2.0x3.0)", "square(2.0)"]

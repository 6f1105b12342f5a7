// Blog style (type erasure): an AnyShape wrapper that stores closures instead of the concrete shape
protocol Shape {
    var name: String { get }
    func area() -> Double
    func scaled(by factor: Double) -> Self
}

struct Circle: Shape {
    var radius: Double
    var name: String { "circle(r=\(radius))" }
    func area() -> Double { 3.0 * radius * radius }
    func scaled(by factor: Double) -> Circle { Circle(radius: radius * factor) }
}

struct Rect: Shape {
    var w: Double, h: Double
    var name: String { "rect(\(w)x\(h))" }
    func area() -> Double { w * h }
    func scaled(by factor: Double) -> Rect { Rect(w: w * factor, h: h * factor) }
}

struct AnyShape: Shape {
    private let _name: () -> String
    private let _area: () -> Double
    private let _scaled: (Double) -> AnyShape

    init<S: Shape>(_ base: S) {
        _name = { base.name }
        _area = { base.area() }
        _scaled = { AnyShape(base.scaled(by: $0)) }
    }

    var name: String { _name() }
    func area() -> Double { _area() }
    func scaled(by factor: Double) -> AnyShape { _scaled(factor) }
}

let shapes: [AnyShape] = [
    AnyShape(Circle(radius: 1)),
    AnyShape(Rect(w: 2, h: 3)),
    AnyShape(Circle(radius: 2.5)),
]

for s in shapes {
    print("\(s.name) -> area \(s.area())")
}

let doubled = shapes.map { $0.scaled(by: 2) }
for s in doubled {
    print("doubled \(s.name) -> area \(s.area())")
}

let total = doubled.reduce(0) { $0 + $1.area() }
print("total doubled area: \(total)")
let biggest = doubled.max { $0.area() < $1.area() }!
print("biggest: \(biggest.name)")
let nested = AnyShape(AnyShape(Rect(w: 1, h: 1)).scaled(by: 3))
print("nested erasure: \(nested.name), \(nested.area())")
// expect: circle(r=1.0) -> area 3.0
// expect: rect(2.0x3.0) -> area 6.0
// expect: circle(r=2.5) -> area 18.75
// expect: doubled circle(r=2.0) -> area 12.0
// expect: doubled rect(4.0x6.0) -> area 24.0
// expect: doubled circle(r=5.0) -> area 75.0
// expect: total doubled area: 111.0
// expect: biggest: circle(r=5.0)
// expect: nested erasure: rect(3.0x3.0), 9.0

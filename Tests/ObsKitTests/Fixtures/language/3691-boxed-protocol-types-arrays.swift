// Swift book style: boxed protocol types in arrays of any Shape with dynamic type inspection
protocol Shape {
    var name: String { get }
    func area() -> Double
}
struct Circle: Shape {
    var radius: Double
    var name: String { "circle" }
    func area() -> Double { 3.0 * radius * radius }
}
struct Rect: Shape {
    var w: Double, h: Double
    var name: String { "rect" }
    func area() -> Double { w * h }
}
final class Blob: Shape {
    let cells: Int
    init(cells: Int) { self.cells = cells }
    var name: String { "blob" }
    func area() -> Double { Double(cells) }
}

let shapes: [any Shape] = [Circle(radius: 2), Rect(w: 3, h: 4), Blob(cells: 7), Circle(radius: 1)]
for s in shapes {
    print("\(s.name): \(s.area()) as \(type(of: s))")
}
let total = shapes.reduce(0) { $0 + $1.area() }
print("total area \(total)")
let sorted = shapes.sorted { $0.area() < $1.area() }
print(sorted.map { $0.name }.joined(separator: " < "))
let circles = shapes.compactMap { $0 as? Circle }
print("circles: \(circles.map { $0.radius })")
print(shapes.filter { $0 is Blob }.count)

func biggest(_ list: [any Shape]) -> any Shape {
    list.max { $0.area() < $1.area() }!
}
let big = biggest(shapes)
print(big.name, type(of: big) == Circle.self)
if let r = big as? Rect { print("rect dims \(r.w)x\(r.h)") }
// expect: circle: 12.0 as Circle
// expect: rect: 12.0 as Rect
// expect: blob: 7.0 as Blob
// expect: circle: 3.0 as Circle
// expect: total area 34.0
// expect: circle < blob < circle < rect
// expect: circles: [2.0, 1.0]
// expect: 1
// expect: circle true

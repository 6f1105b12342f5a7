// A heterogeneous [any Shape] array: dynamic dispatch to each concrete type's requirements.
protocol Shape {
    var name: String { get }
    func area() -> Double
}
struct Square: Shape {
    var side: Double
    var name: String { "square" }
    func area() -> Double { side * side }
}
struct Rect: Shape {
    var w: Double, h: Double
    var name: String { "rect" }
    func area() -> Double { w * h }
}
struct Circle: Shape {
    var r: Double
    var name: String { "circle" }
    func area() -> Double { 3.0 * r * r }
}
let shapes: [any Shape] = [Square(side: 2), Rect(w: 2, h: 3.5), Circle(r: 1)]
for s in shapes {
    print(s.name, s.area())
}
let total = shapes.reduce(0) { $0 + $1.area() }
print("total", total)
let biggest = shapes.max { $0.area() < $1.area() }!
print("biggest", biggest.name)
print(shapes.map { $0.name }.joined(separator: ","))

// expect: square 4.0
// expect: rect 7.0
// expect: circle 3.0
// expect: total 14.0
// expect: biggest rect
// expect: square,rect,circle

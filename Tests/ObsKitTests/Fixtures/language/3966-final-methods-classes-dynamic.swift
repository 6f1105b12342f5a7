// Compiler test style: final methods and classes, dynamic dispatch through base-typed references
class Shape {
    final let id: Int
    init(id: Int) { self.id = id }
    func area() -> Double { 0 }
    final func label() -> String {
        return "#\(id) \(kind()) area=\(area())"
    }
    func kind() -> String { "shape" }
    class func make(id: Int) -> Shape { Shape(id: id) }
}

class Square: Shape {
    var side: Double = 2
    override func area() -> Double { side * side }
    override func kind() -> String { "square" }
    override class func make(id: Int) -> Shape { Square(id: id) }
}

final class Circle: Shape {
    var radius: Double = 1
    override func area() -> Double { 3 * radius * radius }
    override func kind() -> String { "circle(\(super.kind()))" }
    override class func make(id: Int) -> Shape {
        let c = Circle(id: id)
        c.radius = 2
        return c
    }
}

class Cube: Square {
    override func area() -> Double { 6 * super.area() }
    override func kind() -> String { "cube" }
}

let shapes: [Shape] = [Shape(id: 1), Square(id: 2), Circle(id: 3), Cube(id: 4)]
for s in shapes {
    print(s.label())
}
let factories: [Shape.Type] = [Shape.self, Square.self, Circle.self, Cube.self]
for (i, f) in factories.enumerated() {
    print(f.make(id: 10 + i).label())
}
let sq: Square = Cube(id: 5)
sq.side = 3
print(sq.area(), sq.kind())
print(shapes.map { $0.area() }.reduce(0, +))
// expect: #1 shape area=0.0
// expect: #2 square area=4.0
// expect: #3 circle(shape) area=3.0
// expect: #4 cube area=24.0
// expect: #10 shape area=0.0
// expect: #11 square area=4.0
// expect: #12 circle(shape) area=12.0
// expect: #13 square area=4.0
// expect: 54.0 cube
// expect: 31.0

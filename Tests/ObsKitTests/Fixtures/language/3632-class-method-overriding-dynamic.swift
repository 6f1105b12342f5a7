// Compiler test style: class method overriding (dynamic) vs overloading on parameter type (static)
class Shape {
    func accept(_ s: Shape) -> String { "Shape.accept(Shape)" }
    func accept(_ c: Circle) -> String { "Shape.accept(Circle)" }
    func kind() -> String { "shape" }
}
class Circle: Shape {
    override func accept(_ s: Shape) -> String { "Circle.accept(Shape)" }
    override func accept(_ c: Circle) -> String { "Circle.accept(Circle)" }
    override func kind() -> String { "circle" }
}
class Square: Shape {
    override func accept(_ s: Shape) -> String { "Square.accept(Shape)" }
    override func kind() -> String { "square" }
}

let shapes: [Shape] = [Shape(), Circle(), Square()]
let c = Circle()
let cAsShape: Shape = c

for s in shapes {
    print(s.kind(), s.accept(c), s.accept(cAsShape))
}

let sq = Square()
print(sq.accept(sq))
print(sq.accept(c))
print(c.accept(sq))

func visit(_ x: Shape, with y: Shape) -> String { x.accept(y) }
print(visit(c, with: c))
print(visit(sq, with: c))
// expect: shape Shape.accept(Circle) Shape.accept(Shape)
// expect: circle Circle.accept(Circle) Circle.accept(Shape)
// expect: square Shape.accept(Circle) Square.accept(Shape)
// expect: Square.accept(Shape)
// expect: Shape.accept(Circle)
// expect: Circle.accept(Shape)
// expect: Circle.accept(Shape)
// expect: Square.accept(Shape)

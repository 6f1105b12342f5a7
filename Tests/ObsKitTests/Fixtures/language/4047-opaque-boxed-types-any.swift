// Swift book style: Opaque and Boxed Types: any Shape boxed arrays versus some Shape opaque results
protocol Shape {
    var name: String { get }
    func area() -> Double
}

struct Rectangle: Shape {
    var width: Double, height: Double
    var name: String { return "rectangle" }
    func area() -> Double { return width * height }
}

struct Circle: Shape {
    var radius: Double
    var name: String { return "circle" }
    func area() -> Double { return 3.0 * radius * radius }
}

struct VerticalShapes {
    var shapes: [any Shape]
    func totalArea() -> Double {
        return shapes.reduce(0) { $0 + $1.area() }
    }
    func describe() -> String {
        return shapes.map { $0.name }.joined(separator: " over ")
    }
}

let column = VerticalShapes(shapes: [Rectangle(width: 2, height: 3), Circle(radius: 1), Rectangle(width: 1, height: 1)])
print(column.describe())
print("total area: \(column.totalArea())")

func biggest(_ shapes: [any Shape]) -> any Shape {
    var best = shapes[0]
    for s in shapes where s.area() > best.area() {
        best = s
    }
    return best
}
let big = biggest(column.shapes)
print("biggest: \(big.name) with \(big.area())")

func unitSquare() -> some Shape {
    return Rectangle(width: 1, height: 1)
}
let u1 = unitSquare()
let u2 = unitSquare()
print("unit areas equal: \(u1.area() == u2.area())")

func describeShape(_ shape: some Shape) -> String {
    return "\(shape.name): \(shape.area())"
}
print(describeShape(Circle(radius: 2)))
print(describeShape(u1))

var anyShape: any Shape = Circle(radius: 0.5)
print("boxed first: \(anyShape.name) \(anyShape.area())")
anyShape = Rectangle(width: 4, height: 0.5)
print("boxed now: \(anyShape.name) \(anyShape.area())")

func openAndDescribe(_ s: any Shape) -> String {
    return describeShape(s)
}
print(openAndDescribe(anyShape))

if let rect = anyShape as? Rectangle {
    print("downcast to rectangle width \(rect.width)")
}
let sortedNames = column.shapes.sorted { $0.area() < $1.area() }.map { $0.name }
print(sortedNames)
// expect: rectangle over circle over rectangle
// expect: total area: 10.0
// expect: biggest: rectangle with 6.0
// expect: unit areas equal: true
// expect: circle: 12.0
// expect: rectangle: 1.0
// expect: boxed first: circle 0.75
// expect: boxed now: rectangle 2.0
// expect: rectangle: 2.0
// expect: downcast to rectangle width 4.0
// expect: ["rectangle", "circle", "rectangle"]

// Swift book style (protocols with classes): protocol Shape: AnyObject adopted by a class hierarchy, used through existential arrays and ===
protocol Shape: AnyObject {
    var name: String { get }
    func area() -> Double
    func scale(by factor: Double)
}

class Rectangle: Shape {
    var width: Double, height: Double
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    var name: String { "rectangle" }
    func area() -> Double { width * height }
    func scale(by factor: Double) {
        width *= factor
        height *= factor
    }
}

final class Square: Rectangle {
    init(side: Double) { super.init(width: side, height: side) }
    override var name: String { "square" }
}

class Circle: Shape {
    var radius: Double
    init(radius: Double) { self.radius = radius }
    let name = "circle"
    func area() -> Double { 3.0 * radius * radius }
    func scale(by factor: Double) { radius *= factor }
}

let sq = Square(side: 2)
var shapes: [Shape] = [Rectangle(width: 2, height: 3), sq, Circle(radius: 1)]
shapes.append(sq)
for s in shapes {
    s.scale(by: 2)
}
for s in shapes {
    print(s.name, s.area())
}
print(shapes[1] === shapes[3], shapes[0] === shapes[1])
print(shapes.filter { $0 === sq }.count)
let total = shapes.map { $0.area() }.reduce(0, +)
print("total area \(total)")
weak var watcher: Shape? = shapes[2]
print(watcher?.name ?? "nil")
shapes.removeAll()
print(watcher?.name ?? "nil")
print(sq.width)

// expect: rectangle 24.0
// expect: square 64.0
// expect: circle 12.0
// expect: square 64.0
// expect: true false
// expect: 2
// expect: total area 164.0
// expect: circle
// expect: nil
// expect: 8.0

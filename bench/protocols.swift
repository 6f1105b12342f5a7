// Dynamic dispatch through a protocol: an array of existentials, a requirement called on each.
protocol Shape {
    func area() -> Int
}
struct Square: Shape {
    let side: Int
    func area() -> Int { side * side }
}
struct Rectangle: Shape {
    let width: Int
    let height: Int
    func area() -> Int { width * height }
}
final class Circle: Shape {
    let radius: Int
    init(radius: Int) { self.radius = radius }
    func area() -> Int { 3 * radius * radius }
}
let shapes: [any Shape] = [Square(side: 3), Rectangle(width: 2, height: 5), Circle(radius: 2)]
var total = 0
for index in 0..<300_000 {
    total += shapes[index % 3].area()
}
print(total)

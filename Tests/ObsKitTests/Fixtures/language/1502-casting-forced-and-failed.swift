// Type casting: `as!` succeeding, `as?` failing to nil, optional chaining on the result, and a failing `as!` that traps.
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Shape {
    func area() -> Double { 0 }
}
final class Square: Shape {
    let side: Double
    init(side: Double) { self.side = side }
    override func area() -> Double { side * side }
}
final class Circle: Shape {
    let radius: Double
    init(radius: Double) { self.radius = radius }
    override func area() -> Double { 3.0 * radius * radius }
}

let shapes: [Shape] = [Square(side: 2), Circle(radius: 1), Square(side: 3)]
let first = shapes[0] as! Square
print("first side", first.side, "area", first.area())

let maybeCircle = shapes[2] as? Circle
print("third is a circle:", maybeCircle != nil)
print("radius via optional chain:", (shapes[1] as? Circle)?.radius ?? -1)
print("radius of third:", (shapes[2] as? Circle)?.radius as Any)

let total = shapes.reduce(0.0) { $0 + $1.area() }
print("total area", total)

let anything: Any = "42"
if let n = anything as? Int {
    print("int", n)
} else {
    print("not an Int:", anything)
}
let forced = anything as! Int
print("never printed", forced)

// expect: first side 2.0 area 4.0
// expect: third is a circle: false
// expect: radius via optional chain: 1.0
// expect: radius of third: nil
// expect: total area 16.0
// expect: not an Int: 42
// expect-error: Could not cast value of type 'Swift.String'

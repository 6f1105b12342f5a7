// Blog style (subclassing): a non-final @Observable base class with a plain subclass
import Observation

@Observable
class Shape {
    var name: String
    var scale = 1.0
    init(name: String) { self.name = name }
    func area() -> Double { 0 }
    func describe() -> String { "\(name) x\(scale): \(area())" }
}

class Square: Shape {
    var side: Double
    init(side: Double) {
        self.side = side
        super.init(name: "square")
    }
    override func area() -> Double { side * side * scale }
}

let sq = Square(side: 3)
print(sq.describe())
withObservationTracking {
    _ = sq.scale
} onChange: {
    print("scale changing on \(sq.name)")
}
sq.side = 4
print("side change is not observed")
sq.scale = 2
print(sq.describe())
let shapes: [Shape] = [sq, Shape(name: "blob")]
for s in shapes { print(s.describe()) }
print(sq is Observable, type(of: sq))
// expect: square x1.0: 9.0
// expect: side change is not observed
// expect: scale changing on square
// expect: square x2.0: 32.0
// expect: square x2.0: 32.0
// expect: blob x1.0: 0.0
// expect: true Square

// A struct declares conformance to a protocol but omits one requirement
// Written by an outside author (stop 28 corpus, file 7055); the message and its place are swiftc's on this machine.
protocol Shape {
    var name: String { get }
    func area() -> Double
}

struct Square: Shape {
    var side: Double
    var name: String { "square" }
    func area() -> Double { side * side }
}

struct Circle: Shape {
    var radius: Double
    var name: String { "circle" }
}

let shapes: [any Shape] = [Square(side: 2), Circle(radius: 1)]
for shape in shapes {
    print(shape.name, shape.area())
}

// expect-error: type 'Circle' does not conform to protocol 'Shape'
// expect-location: 13:8

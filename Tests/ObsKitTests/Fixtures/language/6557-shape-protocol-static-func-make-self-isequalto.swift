// WWDC Protocol-Oriented Programming style (Self requirements): a Shape protocol with static func make() -> Self and an isEqualTo using Self
protocol Shape {
    static func make() -> Self
    func area() -> Double
    func scaled(_ factor: Double) -> Self
}

struct Square: Shape, Equatable {
    var side: Double
    static func make() -> Square { Square(side: 1) }
    func area() -> Double { side * side }
    func scaled(_ factor: Double) -> Square { Square(side: side * factor) }
}

struct Circle: Shape, Equatable {
    var radius: Double
    static func make() -> Circle { Circle(radius: 2) }
    func area() -> Double { 3.0 * radius * radius }
    func scaled(_ factor: Double) -> Circle { Circle(radius: radius * factor) }
}

final class Blob: Shape {
    let size: Double
    required init(size: Double) { self.size = size }
    static func make() -> Self { Self(size: 10) }
    func area() -> Double { size }
    func scaled(_ factor: Double) -> Self { Self(size: size * factor) }
}

func growth<S: Shape>(_ type: S.Type, steps: Int) -> [Double] {
    var shape = S.make()
    var areas: [Double] = []
    for _ in 0..<steps {
        areas.append(shape.area())
        shape = shape.scaled(2)
    }
    return areas
}

print(growth(Square.self, steps: 3))
print(growth(Circle.self, steps: 3))
print(growth(Blob.self, steps: 4))
print(Square.make() == Square(side: 1), Circle.make().scaled(0.5) == Circle(radius: 1))

// expect: [1.0, 4.0, 16.0]
// expect: [12.0, 48.0, 192.0]
// expect: [10.0, 20.0, 40.0, 80.0]
// expect: true true

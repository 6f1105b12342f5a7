// Big Nerd Ranch style (advanced classes): inheritance with override, super calls, final methods, and polymorphism through an array
class Vehicle {
    let name: String
    var currentSpeed = 0.0
    init(name: String) { self.name = name }
    var description: String { "\(name) traveling at \(currentSpeed) mph" }
    func makeNoise() -> String { "..." }
    final func honk() -> String { "\(name): \(makeNoise())!" }
}
class Bicycle: Vehicle {
    var hasBasket = false
    override func makeNoise() -> String { "ring ring" }
}
class Car: Vehicle {
    var gear = 1
    override var description: String { super.description + " in gear \(gear)" }
    override func makeNoise() -> String { "beep" }
}
final class RaceCar: Car {
    override var currentSpeed: Double {
        didSet { gear = Int(currentSpeed / 10.0) + 1 }
    }
    override func makeNoise() -> String { super.makeNoise().uppercased() + " VROOM" }
}
let bike = Bicycle(name: "Bike")
bike.hasBasket = true
bike.currentSpeed = 12
let car = Car(name: "Sedan")
car.currentSpeed = 25
car.gear = 3
let racer = RaceCar(name: "F1")
racer.currentSpeed = 72
let garage: [Vehicle] = [bike, car, racer]
for v in garage {
    print(v.description)
    print(v.honk())
}
print(garage.filter { $0 is Car }.count, garage.compactMap { $0 as? Bicycle }.first!.hasBasket)
for v in garage {
    switch v {
    case let r as RaceCar: print("race car in gear \(r.gear)")
    case let c as Car: print("car \(c.name)")
    default: print("other \(type(of: v))")
    }
}
class Shape {
    func area() -> Double { 0 }
    class func kind() -> String { "shape" }
    static func make() -> Shape { Shape() }
}
class Square: Shape {
    let side: Double
    init(side: Double) { self.side = side }
    override init() { side = 1 }
    override func area() -> Double { side * side }
    override class func kind() -> String { "square of " + super.kind() }
}
let shapes: [Shape] = [Shape(), Square(side: 3), Square()]
print(shapes.map { $0.area() })
print(Shape.kind(), Square.kind(), type(of: shapes[1]).kind())
let meta: Shape.Type = Square.self
print(meta.kind(), meta == Square.self)

// expect: Bike traveling at 12.0 mph
// expect: Bike: ring ring!
// expect: Sedan traveling at 25.0 mph in gear 3
// expect: Sedan: beep!
// expect: F1 traveling at 72.0 mph in gear 8
// expect: F1: BEEP VROOM!
// expect: 2 true
// expect: other Bicycle
// expect: car Sedan
// expect: race car in gear 8
// expect: [0.0, 9.0, 1.0]
// expect: shape square of shape square of shape
// expect: square of shape true

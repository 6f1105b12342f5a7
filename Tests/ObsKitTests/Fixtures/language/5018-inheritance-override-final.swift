// Inheritance: base classes, subclassing, overriding methods and properties, super, final
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Vehicle {
    var currentSpeed = 0.0
    var description: String { "traveling at \(currentSpeed) miles per hour" }
    func makeNoise() { print("...") }
}
class Bicycle: Vehicle {
    var hasBasket = false
}
class Tandem: Bicycle {
    var currentNumberOfPassengers = 0
}
let tandem = Tandem()
tandem.hasBasket = true
tandem.currentNumberOfPassengers = 2
tandem.currentSpeed = 22.0
print("Tandem: \(tandem.description)")

class Train: Vehicle {
    override func makeNoise() { print("Choo Choo") }
}
Train().makeNoise()
Vehicle().makeNoise()

class Car: Vehicle {
    var gear = 1
    override var description: String { super.description + " in gear \(gear)" }
}
let car = Car()
car.currentSpeed = 25.0
car.gear = 3
print("Car: \(car.description)")

class AutomaticCar: Car {
    override var currentSpeed: Double {
        didSet { gear = Int(currentSpeed / 10.0) + 1 }
    }
}
let auto = AutomaticCar()
auto.currentSpeed = 35.0
print("AutomaticCar: \(auto.description)")

class Shape {
    func area() -> Double { 0 }
    final func report() -> String { "\(name()) with area \(area())" }
    func name() -> String { "shape" }
}
final class Square: Shape {
    let side: Double
    init(side: Double) { self.side = side }
    override func area() -> Double { side * side }
    override func name() -> String { "square" }
}
class Circle: Shape {
    let r: Double
    init(r: Double) { self.r = r }
    override func area() -> Double { 3 * r * r }
    override func name() -> String { "circle(" + super.name() + ")" }
}
let shapes: [Shape] = [Square(side: 2), Circle(r: 1), Shape()]
for s in shapes { print(s.report()) }
let vehicles: [Vehicle] = [tandem, car, auto]
print(vehicles.map { $0.currentSpeed })
// expect: Tandem: traveling at 22.0 miles per hour
// expect: Choo Choo
// expect: ...
// expect: Car: traveling at 25.0 miles per hour in gear 3
// expect: AutomaticCar: traveling at 35.0 miles per hour in gear 4
// expect: square with area 4.0
// expect: circle(shape) with area 3.0
// expect: shape with area 0.0
// expect: [22.0, 25.0, 35.0]

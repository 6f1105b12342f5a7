// Swift compiler test/Interpreter style: static vs class members, overriding class properties and methods, final, super calls and dynamic Self
class Vehicle {
    static let category = "vehicle"
    class var wheels: Int { 0 }
    class func make() -> Self { self.init(name: "generic") }
    static func describeType() -> String { "\(self) has \(wheels) wheels" }

    let name: String
    required init(name: String) { self.name = name }

    func honk() -> String { "\(name): ..." }
    var summary: String { "\(type(of: self))(\(name), wheels: \(Self.wheels))" }
}

class Car: Vehicle {
    override class var wheels: Int { 4 }
    override class func make() -> Self { self.init(name: "sedan") }
    override func honk() -> String { "\(name): beep" }
}

final class SportsCar: Car {
    override class var wheels: Int { super.wheels }
    override func honk() -> String { super.honk() + " (loud)" }
}

class Bike: Vehicle {
    override class var wheels: Int { 2 }
    override var summary: String { "bike! " + super.summary }
}

let types: [Vehicle.Type] = [Vehicle.self, Car.self, SportsCar.self, Bike.self]
for t in types {
    print(t.describeType())
    let v = t.make()
    print(v.summary, "|", v.honk())
}

print(Car.category, SportsCar.category)

class Counter {
    static var instances = 0
    class var label: String { "counter" }
    init() { Counter.instances += 1 }
}
class SubCounter: Counter {
    override class var label: String { "sub-" + super.label }
}
_ = Counter(); _ = SubCounter(); _ = SubCounter()
print(Counter.instances, SubCounter.instances, Counter.label, SubCounter.label)

let v: Vehicle = SportsCar(name: "zoom")
print(v.honk(), type(of: v).wheels, v is Car, v is Bike)

class Shape {
    func area() -> Double { 0 }
    final func report() -> String { "\(type(of: self)) area \(area())" }
}
class Square: Shape {
    let side: Double
    init(side: Double) { self.side = side }
    override func area() -> Double { side * side }
}
class Cube: Square {
    override func area() -> Double { 6 * super.area() }
}
for s in [Shape(), Square(side: 2), Cube(side: 2)] { print(s.report()) }

// expect: Vehicle has 0 wheels
// expect: Vehicle(generic, wheels: 0) | generic: ...
// expect: Car has 4 wheels
// expect: Car(sedan, wheels: 4) | sedan: beep
// expect: SportsCar has 4 wheels
// expect: SportsCar(sedan, wheels: 4) | sedan: beep (loud)
// expect: Bike has 2 wheels
// expect: bike! Bike(generic, wheels: 2) | generic: ...
// expect: vehicle vehicle
// expect: 3 3 counter sub-counter
// expect: zoom: beep (loud) 4 true false
// expect: Shape area 0.0
// expect: Square area 4.0
// expect: Cube area 24.0

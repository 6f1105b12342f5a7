// Compiler test style (inheritance): overrides, super calls and overridden properties
class Vehicle {
    var wheels: Int { 0 }
    var speed = 0
    func describe() -> String { "Vehicle(wheels: \(wheels), speed: \(speed))" }
    func honk() -> String { "..." }
    final func summary() -> String { "[\(describe())] says \(honk())" }
}

class Bicycle: Vehicle {
    override var wheels: Int { 2 }
    override func honk() -> String { "ring" }
}

class Car: Vehicle {
    override var wheels: Int { 4 }
    override var speed: Int {
        didSet { print("Car speed \(oldValue) -> \(speed)") }
    }
    override func describe() -> String { "Car:" + super.describe() }
    override func honk() -> String { "beep" }
}

class SportsCar: Car {
    override func describe() -> String { "Sports" + super.describe() }
    override func honk() -> String { super.honk().uppercased() + "!" }
}

let fleet: [Vehicle] = [Vehicle(), Bicycle(), Car(), SportsCar()]
for v in fleet {
    print(v.summary())
}

let sc = SportsCar()
sc.speed = 120
print(sc.describe())

// Overriding a method with a covariant return type
class Shape {
    func copy() -> Shape { Shape() }
    var name: String { "shape" }
}
class Square: Shape {
    override func copy() -> Square { Square() }
    override var name: String { "square from " + super.name }
}
let sq = Square().copy()
print(type(of: sq), sq.name)
let shapeRef: Shape = Square()
print(type(of: shapeRef.copy()))

// Calling super from a method that is itself called via super
class A { func chain() -> [String] { ["A"] } }
class B: A { override func chain() -> [String] { super.chain() + ["B"] } }
class C: B { override func chain() -> [String] { super.chain() + ["C"] } }
print(C().chain(), (C() as A).chain())

// expect: [Vehicle(wheels: 0, speed: 0)] says ...
// expect: [Vehicle(wheels: 2, speed: 0)] says ring
// expect: [Car:Vehicle(wheels: 4, speed: 0)] says beep
// expect: [SportsCar:Vehicle(wheels: 4, speed: 0)] says BEEP!
// expect: Car speed 0 -> 120
// expect: SportsCar:Vehicle(wheels: 4, speed: 120)
// expect: Square square from shape
// expect: Square
// expect: ["A", "B", "C"] ["A", "B", "C"]

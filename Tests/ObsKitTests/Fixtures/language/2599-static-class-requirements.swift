// Compiler test style: static and class requirements satisfied by static, class and final class members
protocol Named {
    static var typeName: String { get }
    static func make() -> Self
    init()
}

class Vehicle: Named {
    class var typeName: String { "Vehicle" }
    static func make() -> Self { Self() }
    required init() {}
    func info() -> String { "I am \(Self.typeName)" }
}
class Car: Vehicle {
    override class var typeName: String { "Car" }
}
class SportsCar: Car {
    override class var typeName: String { "SportsCar" }
}
struct Bike: Named {
    static var typeName: String { "Bike" }
    static func make() -> Bike { Bike() }
}

func describe<T: Named>(_ t: T.Type) -> String {
    let x = t.make()
    return "\(T.typeName)/\(type(of: x))"
}
func describeDynamic(_ t: Named.Type) -> String { t.typeName }

print(describe(Vehicle.self))
print(describe(Car.self))
print(describe(Bike.self))
let metas: [Vehicle.Type] = [Vehicle.self, Car.self, SportsCar.self]
for m in metas {
    print(m.typeName, m.make().info())
}
print(describeDynamic(SportsCar.self))
let v: Vehicle = SportsCar()
print(type(of: v).typeName)
// expect: Vehicle/Vehicle
// expect: Car/Car
// expect: Bike/Bike
// expect: Vehicle I am Vehicle
// expect: Car I am Car
// expect: SportsCar I am SportsCar
// expect: SportsCar
// expect: SportsCar

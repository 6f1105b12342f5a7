// Swift book style: description on classes and subclasses (override), nested types, enums with CustomStringConvertible, and default printing without it
class Vehicle: CustomStringConvertible {
    var wheels: Int
    init(wheels: Int) { self.wheels = wheels }
    var description: String { "\(wheels)-wheeled \(kind)" }
    var kind: String { "vehicle" }
}

class Bicycle: Vehicle {
    init() { super.init(wheels: 2) }
    override var kind: String { "bicycle" }
}

class Car: Vehicle {
    var brand: String
    init(brand: String) { self.brand = brand; super.init(wheels: 4) }
    override var description: String { brand + " car (" + super.description + ")" }
}

class Bare {
    let n = 1
}

struct Garage {
    enum Door: CustomStringConvertible {
        case open, closed(lockedBy: String?)
        var description: String {
            switch self {
            case .open: return "door open"
            case .closed(let who?): return "door locked by \(who)"
            case .closed(nil): return "door closed"
            }
        }
    }
    var door: Door
    var vehicles: [Vehicle]
}

let garage = Garage(door: .closed(lockedBy: "Ada"), vehicles: [Bicycle(), Car(brand: "Zoom"), Vehicle(wheels: 3)])
print(garage.door)
print(garage.vehicles)
for v in garage.vehicles { print("- \(v)") }
print(Garage.Door.open, Garage.Door.closed(lockedBy: nil))
print([Garage.Door.open, .closed(lockedBy: "Bo")])
print(Bare())
print([Bare(), Bare()].count, String(describing: Bare()))
print(garage.vehicles.map { type(of: $0) })
let opt: Vehicle? = Bicycle()
print(opt as Any, opt!.description)
print(String(describing: Garage.Door.self), Garage.Door.self)
// expect: door locked by Ada
// expect: [2-wheeled bicycle, Zoom car (4-wheeled vehicle), 3-wheeled vehicle]
// expect: - 2-wheeled bicycle
// expect: - Zoom car (4-wheeled vehicle)
// expect: - 3-wheeled vehicle
// expect: door open door closed
// expect: [door open, door locked by Bo]
// expect: main.Bare
// expect: 2 main.Bare
// expect: [main.Bicycle, main.Car, main.Vehicle]
// expect: Optional(2-wheeled bicycle) 2-wheeled bicycle
// expect: Door Door

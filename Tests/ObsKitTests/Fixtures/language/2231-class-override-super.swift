// Compiler test style: class hierarchy with override, super calls, final methods and dynamic dispatch
class Vehicle {
    var wheels: Int { return 0 }
    func honk() -> String { return "..." }
    func describe() -> String { return "\(name()) with \(wheels) wheels says \(honk())" }
    func name() -> String { return "vehicle" }
    final func tag() -> String { return "[\(name())]" }
}

class Car: Vehicle {
    override var wheels: Int { return 4 }
    override func honk() -> String { return "beep" }
    override func name() -> String { return "car" }
}

class SportsCar: Car {
    override func honk() -> String { return super.honk().uppercased() + "!" }
    override func name() -> String { return "sports " + super.name() }
    override func describe() -> String { return "fast " + super.describe() }
}

final class Truck: Vehicle {
    override var wheels: Int { return super.wheels + 18 }
    override func honk() -> String { return "HOOONK" }
}

let fleet: [Vehicle] = [Vehicle(), Car(), SportsCar(), Truck()]
for v in fleet {
    print(v.describe())
    print("  tag:", v.tag())
}

func honkTwice(_ v: Vehicle) -> String { return v.honk() + " " + v.honk() }
print(honkTwice(SportsCar()))

let c: Car = SportsCar()
print(c.wheels, c.name())
print(type(of: c) == SportsCar.self, c is SportsCar, c is Truck)
let maybeTruck = fleet[3] as? Truck
print(maybeTruck?.wheels ?? -1)
// expect: vehicle with 0 wheels says ...
// expect:   tag: [vehicle]
// expect: car with 4 wheels says beep
// expect:   tag: [car]
// expect: fast sports car with 4 wheels says BEEP!
// expect:   tag: [sports car]
// expect: vehicle with 18 wheels says HOOONK
// expect:   tag: [vehicle]
// expect: BEEP! BEEP!
// expect: 4 sports car
// expect: true true false
// expect: 18

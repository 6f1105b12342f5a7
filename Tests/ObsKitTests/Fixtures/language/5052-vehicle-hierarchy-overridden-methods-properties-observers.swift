// Book style (Inheritance): vehicle hierarchy with overridden methods, properties and observers
class Vehicle {
    var currentSpeed = 0.0
    var wheels: Int { 0 }
    var description: String {
        "traveling at \(currentSpeed) km/h on \(wheels) wheels"
    }
    func makeNoise() -> String { "..." }
    func honk() { print("\(type(of: self)) says \(makeNoise())") }
}

class Bicycle: Vehicle {
    var hasBasket = false
    override var wheels: Int { 2 }
}

class Tandem: Bicycle {
    var riders = 0
    override var description: String {
        super.description + " with \(riders) riders"
    }
    override func makeNoise() -> String { "ring ring" }
}

class Bus: Vehicle {
    var gear = 1
    override var wheels: Int { 6 }
    override var currentSpeed: Double {
        didSet {
            gear = Int(currentSpeed / 15.0) + 1
            print("bus shifted to gear \(gear)")
        }
    }
    override func makeNoise() -> String { "HOOOONK" }
    final func openDoors() { print("doors open at speed \(currentSpeed)") }
}

final class Minibus: Bus {
    override func makeNoise() -> String { "beep-" + super.makeNoise().lowercased() }
}

let v = Vehicle()
print(v.description)
v.honk()

let bike = Bicycle()
bike.hasBasket = true
bike.currentSpeed = 12.5
print(bike.description)
bike.honk()

let tandem = Tandem()
tandem.riders = 2
tandem.currentSpeed = 22.0
print(tandem.description)
tandem.honk()

let bus = Bus()
bus.currentSpeed = 40
print(bus.description, bus.gear)
bus.openDoors()
bus.honk()

let mini = Minibus()
mini.currentSpeed = 10
mini.honk()

let fleet: [Vehicle] = [v, bike, tandem, bus, mini]
for item in fleet {
    print(item.wheels, item.makeNoise())
}
print(fleet.map { $0.wheels }.reduce(0, +))
print(fleet.filter { $0 is Bicycle }.count, fleet.filter { $0 is Bus }.count)

// expect: traveling at 0.0 km/h on 0 wheels
// expect: Vehicle says ...
// expect: traveling at 12.5 km/h on 2 wheels
// expect: Bicycle says ...
// expect: traveling at 22.0 km/h on 2 wheels with 2 riders
// expect: Tandem says ring ring
// expect: bus shifted to gear 3
// expect: traveling at 40.0 km/h on 6 wheels 3
// expect: doors open at speed 40.0
// expect: Bus says HOOOONK
// expect: bus shifted to gear 1
// expect: Minibus says beep-hoooonk
// expect: 0 ...
// expect: 2 ...
// expect: 2 ring ring
// expect: 6 HOOOONK
// expect: 6 beep-hoooonk
// expect: 16
// expect: 2 2

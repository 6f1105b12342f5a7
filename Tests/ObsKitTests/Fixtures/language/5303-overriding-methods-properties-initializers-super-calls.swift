// The Swift Programming Language style (class hierarchies): overriding methods, properties and initializers with super calls
class Vehicle: CustomStringConvertible {
    var currentSpeed = 0.0
    let wheels: Int
    init(wheels: Int) { self.wheels = wheels }
    convenience init() { self.init(wheels: 4) }
    var description: String { "traveling at \(currentSpeed) km/h on \(wheels) wheels" }
    func makeNoise() -> String { "..." }
    final func honk() -> String { "\(type(of: self)) says \(makeNoise())" }
    class var category: String { "vehicle" }
}

class Bicycle: Vehicle {
    var hasBasket = false
    init() { super.init(wheels: 2) }
    override func makeNoise() -> String { "ring ring" }
    override class var category: String { "pedal " + super.category }
}

class Tandem: Bicycle {
    var riders = 2
    override var description: String { super.description + " with \(riders) riders" }
}

class Car: Vehicle {
    var gear = 1
    override var currentSpeed: Double {
        didSet { gear = Int(currentSpeed / 10.0) + 1 }
    }
    override func makeNoise() -> String { "vroom" }
    override var description: String { super.description + " in gear \(gear)" }
}

final class SportsCar: Car {
    override func makeNoise() -> String { super.makeNoise().uppercased() + "!" }
    override class var category: String { "fast " + super.category }
}

let vehicles: [Vehicle] = [Vehicle(), Bicycle(), Tandem(), Car(), SportsCar()]
for (i, v) in vehicles.enumerated() {
    v.currentSpeed = Double(i * 12)
    print(v.honk())
    print("  ", v)
}
print(Vehicle.category, Bicycle.category, Tandem.category, SportsCar.category)
let t = Tandem()
t.hasBasket = true
t.riders = 3
print(t.hasBasket, t.wheels, t)
print(vehicles.filter { $0 is Car }.count, vehicles.compactMap { $0 as? Bicycle }.map(\.wheels))
if let car = vehicles[4] as? Car { car.currentSpeed = 95; print(car.gear, type(of: car)) }
print(vehicles.map { String(describing: type(of: $0)) }.joined(separator: ","))

// expect: Vehicle says ...
// expect:    traveling at 0.0 km/h on 4 wheels
// expect: Bicycle says ring ring
// expect:    traveling at 12.0 km/h on 2 wheels
// expect: Tandem says ring ring
// expect:    traveling at 24.0 km/h on 2 wheels with 2 riders
// expect: Car says vroom
// expect:    traveling at 36.0 km/h on 4 wheels in gear 4
// expect: SportsCar says VROOM!
// expect:    traveling at 48.0 km/h on 4 wheels in gear 5
// expect: vehicle pedal vehicle pedal vehicle fast vehicle
// expect: true 2 traveling at 0.0 km/h on 2 wheels with 3 riders
// expect: 2 [2, 2]
// expect: 10 SportsCar
// expect: Vehicle,Bicycle,Tandem,Car,SportsCar

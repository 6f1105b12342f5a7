// Kodeco Swift Apprentice style (inheritance): class hierarchy with overrides, super calls, required init, and type casting with as? and is
class Vehicle {
    let wheels: Int
    var speed: Double = 0
    required init(wheels: Int) {
        self.wheels = wheels
    }
    func describe() -> String {
        "\(type(of: self)) with \(wheels) wheels at \(speed) km/h"
    }
    func accelerate(by amount: Double) {
        speed += amount
    }
}

class Bicycle: Vehicle {
    var gear = 1
    convenience init() {
        self.init(wheels: 2)
    }
    required init(wheels: Int) {
        super.init(wheels: wheels)
    }
    override func accelerate(by amount: Double) {
        super.accelerate(by: min(amount, 10))
        gear = min(gear + 1, 7)
    }
    override func describe() -> String {
        super.describe() + ", gear \(gear)"
    }
}

class Truck: Vehicle {
    var load: Double = 0
    override func accelerate(by amount: Double) {
        super.accelerate(by: amount / (1 + load / 10))
    }
}

let fleet: [Vehicle] = [Bicycle(), Truck(wheels: 6), Vehicle(wheels: 4)]
if let truck = fleet[1] as? Truck { truck.load = 10 }
for v in fleet {
    v.accelerate(by: 20)
    v.accelerate(by: 4)
}
for v in fleet { print(v.describe()) }

let bikes = fleet.filter { $0 is Bicycle }.count
print("bikes:", bikes)
let makeOne: Vehicle.Type = Truck.self
let made = makeOne.init(wheels: 10)
print(made.describe(), made is Truck)
for case let b as Bicycle in fleet {
    print("bike gear", b.gear)
}

// expect: Bicycle with 2 wheels at 14.0 km/h, gear 3
// expect: Truck with 6 wheels at 12.0 km/h
// expect: Vehicle with 4 wheels at 24.0 km/h
// expect: bikes: 1
// expect: Truck with 10 wheels at 0.0 km/h true
// expect: bike gear 3

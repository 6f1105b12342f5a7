// class-inits-deinit
// expected output: swiftc 6.3.1 (Linux), run on this machine

class Vehicle {
    let wheels: Int
    var name: String
    required init(wheels: Int, name: String) {
        self.wheels = wheels
        self.name = name
        print("Vehicle.init \(name)")
    }
    convenience init() {
        self.init(wheels: 4, name: "generic")
        print("Vehicle.convenience")
    }
    func describe() -> String { "\(name) with \(wheels) wheels" }
    func honk() -> String { "beep" }
    deinit { print("Vehicle.deinit \(name)") }
}

class Bike: Vehicle {
    var hasBell: Bool
    init(bell: Bool) {
        hasBell = bell
        super.init(wheels: 2, name: "bike")
        print("Bike.init")
    }
    required init(wheels: Int, name: String) {
        hasBell = false
        super.init(wheels: wheels, name: name)
        print("Bike.required")
    }
    override func describe() -> String { super.describe() + (hasBell ? " and a bell" : "") }
    override func honk() -> String { hasBell ? "ring" : super.honk() }
    deinit { print("Bike.deinit") }
}

final class EBike: Bike {
    var battery = 100
    override var name: String {
        didSet { print("renamed to \(name)") }
    }
    override func honk() -> String { "zap-" + super.honk() }
    deinit { print("EBike.deinit battery=\(battery)") }
}

func make<T: Vehicle>(_ t: T.Type) -> T { t.init(wheels: 3, name: "made-\(t)") }

do {
    let v = Vehicle()
    print(v.describe())
}
print("--")
do {
    let b = Bike(bell: true)
    print(b.describe(), b.honk())
}
print("--")
do {
    let e = EBike(bell: false)
    e.name = "zippy"
    e.battery = 42
    print(e.describe(), e.honk())
    let asVehicle: Vehicle = e
    print(asVehicle.honk(), asVehicle is Bike, asVehicle is EBike)
}
print("--")
do {
    let m = make(Bike.self)
    print(m.describe(), type(of: m))
}
print("--")
var holder: Vehicle? = EBike(wheels: 2, name: "held")
let kinds: [Vehicle.Type] = [Vehicle.self, Bike.self, EBike.self]
print(kinds.map { "\($0)" })
holder = nil
print("end", holder == nil)

// expect: Vehicle.init generic
// expect: Vehicle.convenience
// expect: generic with 4 wheels
// expect: Vehicle.deinit generic
// expect: --
// expect: Vehicle.init bike
// expect: Bike.init
// expect: bike with 2 wheels and a bell ring
// expect: Bike.deinit
// expect: Vehicle.deinit bike
// expect: --
// expect: Vehicle.init bike
// expect: Bike.init
// expect: renamed to zippy
// expect: zippy with 2 wheels zap-beep
// expect: zap-beep true true
// expect: EBike.deinit battery=42
// expect: Bike.deinit
// expect: Vehicle.deinit zippy
// expect: --
// expect: Vehicle.init made-Bike
// expect: Bike.required
// expect: made-Bike with 3 wheels Bike
// expect: Bike.deinit
// expect: Vehicle.deinit made-Bike
// expect: --
// expect: Vehicle.init held
// expect: Bike.required
// expect: ["Vehicle", "Bike", "EBike"]
// expect: EBike.deinit battery=100
// expect: Bike.deinit
// expect: Vehicle.deinit held
// expect: end true

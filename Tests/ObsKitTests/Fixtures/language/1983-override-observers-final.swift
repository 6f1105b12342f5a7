// Compiler test style: overriding stored properties with observers, final members and super.init chains
class Thermostat {
    var target: Int = 20 {
        willSet { print("Thermostat willSet \(target) -> \(newValue)") }
        didSet { print("Thermostat didSet \(oldValue) -> \(target)") }
    }
    final var changes = 0
    func adjust(by d: Int) {
        changes += 1
        target += d
    }
    var label: String { "T(\(target))" }
}

class SmartThermostat: Thermostat {
    override var target: Int {
        didSet {
            print("Smart didSet, clamping")
            if target > 25 { target = 25 }
        }
    }
    override func adjust(by d: Int) {
        print("Smart adjust \(d)")
        super.adjust(by: d * 2)
    }
    override var label: String { "Smart" + super.label }
}

let t: Thermostat = SmartThermostat()
t.adjust(by: 1)
print(t.label, t.changes)
t.adjust(by: 5)
print(t.label, t.changes)
t.target = 18
print(t.label)

class Vehicle {
    let wheels: Int
    var description: String
    init(wheels: Int) {
        self.wheels = wheels
        description = "vehicle with \(wheels) wheels"
        print("Vehicle.init")
    }
    convenience init() {
        self.init(wheels: 4)
        print("Vehicle.convenience")
    }
}
class Bike: Vehicle {
    var bell: Bool
    init(bell: Bool) {
        self.bell = bell
        super.init(wheels: 2)
        description += bell ? " and a bell" : ""
        print("Bike.init")
    }
    override convenience init(wheels: Int) {
        self.init(bell: wheels > 2)
        print("Bike.override convenience \(wheels)")
    }
}
print(Bike(bell: true).description)
print(Bike(wheels: 3).description)
print(Bike().description)

// expect: Smart adjust 1
// expect: Thermostat willSet 20 -> 22
// expect: Thermostat didSet 20 -> 22
// expect: Smart didSet, clamping
// expect: SmartT(22) 1
// expect: Smart adjust 5
// expect: Thermostat willSet 22 -> 32
// expect: Thermostat didSet 22 -> 32
// expect: Smart didSet, clamping
// expect: Thermostat willSet 32 -> 25
// expect: Thermostat didSet 32 -> 25
// expect: Smart didSet, clamping
// expect: SmartT(25) 2
// expect: Thermostat willSet 25 -> 18
// expect: Thermostat didSet 25 -> 18
// expect: Smart didSet, clamping
// expect: SmartT(18)
// expect: Vehicle.init
// expect: Bike.init
// expect: vehicle with 2 wheels and a bell
// expect: Vehicle.init
// expect: Bike.init
// expect: Bike.override convenience 3
// expect: vehicle with 2 wheels and a bell
// expect: Vehicle.init
// expect: Bike.init
// expect: Bike.override convenience 4
// expect: Vehicle.convenience
// expect: vehicle with 2 wheels and a bell

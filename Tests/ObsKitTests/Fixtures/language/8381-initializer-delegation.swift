// Compiler-test style: designated and convenience initializers delegating across and up the class hierarchy
var log: [String] = []

class Vehicle {
    var wheels: Int
    var label: String
    init(wheels: Int, label: String) {
        self.wheels = wheels
        self.label = label
        log.append("Vehicle.designated(\(wheels), \(label))")
    }
    convenience init(wheels: Int) {
        self.init(wheels: wheels, label: "generic")
        log.append("Vehicle.convenience(wheels:)")
    }
    convenience init() {
        self.init(wheels: 4)
        log.append("Vehicle.convenience()")
    }
}

class Bicycle: Vehicle {
    var hasBell: Bool
    init(hasBell: Bool) {
        self.hasBell = hasBell
        super.init(wheels: 2, label: "bike")
        log.append("Bicycle.designated(\(hasBell))")
    }
    override init(wheels: Int, label: String) {
        hasBell = false
        super.init(wheels: wheels, label: label)
        log.append("Bicycle.override(\(wheels), \(label))")
    }
}

func make(_ title: String, _ body: () -> Vehicle) {
    log.removeAll()
    let v = body()
    print("\(title): wheels=\(v.wheels) label=\(v.label)")
    for entry in log { print("  " + entry) }
}

make("Vehicle()") { Vehicle() }
make("Bicycle(hasBell:)") { Bicycle(hasBell: true) }
make("Bicycle() inherited convenience") { Bicycle() }

// expect: Vehicle(): wheels=4 label=generic
// expect:   Vehicle.designated(4, generic)
// expect:   Vehicle.convenience(wheels:)
// expect:   Vehicle.convenience()
// expect: Bicycle(hasBell:): wheels=2 label=bike
// expect:   Vehicle.designated(2, bike)
// expect:   Bicycle.designated(true)
// expect: Bicycle() inherited convenience: wheels=4 label=generic
// expect:   Vehicle.designated(4, generic)
// expect:   Bicycle.override(4, generic)
// expect:   Vehicle.convenience(wheels:)
// expect:   Vehicle.convenience()

// Swift book style (Inheritance): overriding methods, properties and adding property observers
class Vehicle {
    var currentSpeed = 0.0
    var description: String {
        "traveling at \(currentSpeed) km/h"
    }
    func makeNoise() -> String { "..." }
}

class Scooter: Vehicle {
    var hasBasket = false
    override func makeNoise() -> String { "beep" }
}

class Tram: Vehicle {
    var line = 0
    override var description: String {
        super.description + " on line \(line)"
    }
    override func makeNoise() -> String {
        "ding " + super.makeNoise()
    }
}

class AutoTram: Tram {
    var notch = 0
    override var currentSpeed: Double {
        didSet {
            notch = Int(currentSpeed / 10.0) + 1
            print("speed changed from \(oldValue) to \(currentSpeed)")
        }
    }
}

class Limited: Vehicle {
    private var stored = 0.0
    override var currentSpeed: Double {
        get { stored }
        set { stored = min(newValue, 25.0) }
    }
}

let vehicles: [Vehicle] = [Vehicle(), Scooter(), Tram()]
for v in vehicles {
    print(v.makeNoise(), "|", v.description)
}

let auto = AutoTram()
auto.line = 7
auto.currentSpeed = 35
auto.currentSpeed = 12
print("notch \(auto.notch):", auto.description)

let limited = Limited()
limited.currentSpeed = 40
print(limited.description)
limited.currentSpeed = 18.5
print(limited.description)

final class Segway: Scooter {
    override func makeNoise() -> String { "whirr" }
}
let s: Scooter = Segway()
print(s.makeNoise(), s is Segway, s.hasBasket)

// expect: ... | traveling at 0.0 km/h
// expect: beep | traveling at 0.0 km/h
// expect: ding ... | traveling at 0.0 km/h on line 0
// expect: speed changed from 0.0 to 35.0
// expect: speed changed from 35.0 to 12.0
// expect: notch 2: traveling at 12.0 km/h on line 7
// expect: traveling at 25.0 km/h
// expect: traveling at 18.5 km/h
// expect: whirr true false

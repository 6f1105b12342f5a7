// Compiler test style (classes): initializer delegation with super calls, two-phase init order and overriding through the chain
var trace: [String] = []

class Vehicle {
    let wheels: Int
    var name: String
    init(wheels: Int, name: String) {
        trace.append("Vehicle.init \(name)")
        self.wheels = wheels
        self.name = name
        setup()
    }
    convenience init() {
        self.init(wheels: 0, name: "thing")
        trace.append("Vehicle.convenience")
    }
    func setup() { trace.append("Vehicle.setup") }
    func describe() -> String { return "\(name) with \(wheels) wheels" }
}

class Car: Vehicle {
    var doors: Int
    init(doors: Int) {
        self.doors = doors
        trace.append("Car.init phase1")
        super.init(wheels: 4, name: "car")
        trace.append("Car.init phase2 doors=\(self.doors)")
        name += "!"
    }
    override func setup() {
        trace.append("Car.setup doors=\(doors)")
        super.setup()
    }
    override func describe() -> String { return super.describe() + ", \(doors) doors" }
}

class SportsCar: Car {
    let top: Int
    init(top: Int) {
        self.top = top
        super.init(doors: 2)
    }
    override func describe() -> String { return "fast " + super.describe() + " up to \(top)" }
}

let v = Vehicle()
print(trace); trace = []
print(v.describe())
let c = Car(doors: 5)
print(trace); trace = []
print(c.describe())
let s = SportsCar(top: 300)
print(trace); trace = []
print(s.describe())
let vehicles: [Vehicle] = [v, c, s]
print(vehicles.map { "\(type(of: $0))" })

class Named {
    var label: String
    required init(label: String) { self.label = label }
    class func make() -> Self { return self.init(label: "made by \(self)") }
}
class SubNamed: Named {
    required init(label: String) { super.init(label: label.uppercased()) }
}
print(Named.make().label, SubNamed.make().label)

// expect: ["Vehicle.init thing", "Vehicle.setup", "Vehicle.convenience"]
// expect: thing with 0 wheels
// expect: ["Car.init phase1", "Vehicle.init car", "Car.setup doors=5", "Vehicle.setup", "Car.init phase2 doors=5"]
// expect: car! with 4 wheels, 5 doors
// expect: ["Car.init phase1", "Vehicle.init car", "Car.setup doors=2", "Vehicle.setup", "Car.init phase2 doors=2"]
// expect: fast car! with 4 wheels, 2 doors up to 300
// expect: ["Vehicle", "Car", "SportsCar"]
// expect: made by Named MADE BY SUBNAMED

// WWDC Protocol-Oriented Programming style (protocol inheritance): Vehicle refinements with defaults at each level and generic functions constrained to the refined protocol
protocol Vehicle {
    var name: String { get }
    var wheels: Int { get }
}

protocol MotorVehicle: Vehicle {
    var horsepower: Int { get }
}

protocol ElectricVehicle: MotorVehicle {
    var batteryKWh: Int { get }
}

extension Vehicle {
    var wheels: Int { 4 }
    func describe() -> String { "\(name) on \(wheels) wheels" }
}

extension MotorVehicle {
    func describe() -> String { "\(name) with \(horsepower)hp" }
}

extension ElectricVehicle {
    var range: Int { batteryKWh * 6 }
}

struct Bicycle: Vehicle { let name = "bike"; let wheels = 2 }
struct Truck: MotorVehicle { let name = "truck"; let wheels = 6; let horsepower = 400 }
struct Hatch: ElectricVehicle { let name = "hatch"; let horsepower = 150; let batteryKWh = 60 }

func basic<V: Vehicle>(_ v: V) -> String { v.describe() }
func motor<V: MotorVehicle>(_ v: V) -> String { v.describe() }

print(Bicycle().describe(), "|", Truck().describe(), "|", Hatch().describe())
print(basic(Truck()), "|", motor(Truck()))
print(basic(Hatch()), "|", motor(Hatch()), "| range", Hatch().range)

let garage: [any Vehicle] = [Bicycle(), Truck(), Hatch()]
print(garage.map(\.wheels), garage.map { $0.describe() })
print(garage.compactMap { ($0 as? any ElectricVehicle)?.range })
print(garage.filter { $0 is any MotorVehicle }.count)

// expect: bike on 2 wheels | truck with 400hp | hatch with 150hp
// expect: truck on 6 wheels | truck with 400hp
// expect: hatch on 4 wheels | hatch with 150hp | range 360
// expect: [2, 6, 4] ["bike on 2 wheels", "truck on 6 wheels", "hatch on 4 wheels"]
// expect: [360]
// expect: 2

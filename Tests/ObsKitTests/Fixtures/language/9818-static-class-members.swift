// Swift compiler Interpreter test style: static vs class members and overriding class vars
class Vehicle {
  static var created = 0
  static let kingdom = "machines"
  class var wheels: Int { 0 }
  class var kind: String { "vehicle" }
  class func make() -> Vehicle { Vehicle() }
  static func registry() -> String { "registry(\(created))" }

  required init() { Vehicle.created += 1 }
  func summary() -> String {
    "\(Self.kind) on \(Self.wheels) wheels"
  }
  func dynamicSummary() -> String {
    "\(type(of: self).kind)/\(type(of: self).wheels)"
  }
}

class Bike: Vehicle {
  override class var wheels: Int { 2 }
  override class var kind: String { "bike" }
  override class func make() -> Vehicle { Bike() }
}

class Car: Vehicle {
  override class var wheels: Int { 4 }
  override class var kind: String { "car (" + super.kind + ")" }
}

final class Truck: Car {
  override static var wheels: Int { 18 }
}

print(Vehicle.wheels, Bike.wheels, Car.wheels, Truck.wheels)
print(Car.kind, Truck.kind)

let made = [Vehicle.make(), Bike.make(), Car.make(), Truck.make()]
for v in made {
  print(type(of: v), v.summary(), v.dynamicSummary())
}
print(Vehicle.registry(), Vehicle.kingdom)

let types: [Vehicle.Type] = [Bike.self, Truck.self]
for t in types {
  let v = t.init()
  print("built", t.kind, "->", v.dynamicSummary())
}
print("created:", Vehicle.created, Bike.created)

struct Temperature {
  static var unit = "C"
  static let absoluteZero = -273.15
  var value: Double
  static func freezing() -> Temperature { Temperature(value: 0) }
  var text: String { "\(value)\(Temperature.unit)" }
}
print(Temperature.freezing().text)
Temperature.unit = "K"
print(Temperature(value: Temperature.absoluteZero).text)

enum Level: Int, CaseIterable {
  case low, mid, high
  static var names: [String] { allCases.map { "\($0)" } }
  static func from(_ s: String) -> Level? { allCases.first { "\($0)" == s } }
}
print(Level.names, Level.from("mid")?.rawValue as Any, Level.from("x") as Any)
// expect: 0 2 4 18
// expect: car (vehicle) car (vehicle)
// expect: Vehicle vehicle on 0 wheels vehicle/0
// expect: Bike bike on 2 wheels bike/2
// expect: Vehicle vehicle on 0 wheels vehicle/0
// expect: Vehicle vehicle on 0 wheels vehicle/0
// expect: registry(4) machines
// expect: built bike -> bike/2
// expect: built car (vehicle) -> car (vehicle)/18
// expect: created: 6 6
// expect: 0.0C
// expect: -273.15K
// expect: ["low", "mid", "high"] Optional(1) nil

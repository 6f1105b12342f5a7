// Compiler test style: class and static methods, class properties, overriding via metatypes and Self
// known-gap: line 15: expected "tri-bike:0:[vehicle]", got "tri-bike:3:[tri-bike]"
class Vehicle {
  class var wheels: Int { return 0 }
  static var created = 0
  class func kind() -> String { return "vehicle" }
  static func make() -> String { return "make \(kind()) with \(wheels) wheels" }
  final class func banner() -> String { return "[\(kind())]" }
  required init() { Vehicle.created += 1 }
  func info() -> String { return "\(Self.kind()) / \(type(of: self).wheels)" }
  static func count() -> Int { return created }
}

class Bike: Vehicle {
  override class var wheels: Int { return 2 }
  override class func kind() -> String { return "bike" }
}

class Trike: Bike {
  override class var wheels: Int { return super.wheels + 1 }
  override class func kind() -> String { return "tri-" + super.kind() }
}

final class Car: Vehicle {
  override static var wheels: Int { return 4 }
  override static func kind() -> String { return "car" }
}

print(Vehicle.make())
print(Bike.make())
print(Trike.make())
print(Car.make())
print(Trike.banner(), Car.banner())

let types: [Vehicle.Type] = [Vehicle.self, Bike.self, Trike.self, Car.self]
for t in types {
  print(t.kind(), t.wheels, t.banner())
}

let objs = types.map { $0.init() }
print(objs.map { $0.info() })
print(Vehicle.count(), Car.count(), Vehicle.created)

let someBike: Vehicle = Trike()
print(type(of: someBike).kind(), type(of: someBike).make())

func summarize<V: Vehicle>(_ t: V.Type) -> String {
  return "\(t.kind()):\(V.wheels):\(V.banner())"
}
print(summarize(Bike.self))
print(summarize(Trike.self))
let meta: Vehicle.Type = Trike.self
print(summarize(meta))

struct Counter {
  static var total = 0
  static func bump(by n: Int = 1) -> Int { total += n; return total }
  func bumpFromInstance() -> Int { return Self.bump(by: 10) }
}
print(Counter.bump(), Counter.bump(by: 5), Counter().bumpFromInstance())

enum Planet {
  case earth, mars
  static let all: [Planet] = [.earth, .mars]
  static func named(_ s: String) -> Planet? { return all.first { "\($0)" == s } }
}
print(Planet.named("mars") as Any, Planet.named("pluto") as Any)
print(Vehicle.count())

// expect: make vehicle with 0 wheels
// expect: make bike with 2 wheels
// expect: make tri-bike with 3 wheels
// expect: make car with 4 wheels
// expect: [tri-bike] [car]
// expect: vehicle 0 [vehicle]
// expect: bike 2 [bike]
// expect: tri-bike 3 [tri-bike]
// expect: car 4 [car]
// expect: ["vehicle / 0", "bike / 2", "tri-bike / 3", "car / 4"]
// expect: 4 4 4
// expect: tri-bike make tri-bike with 3 wheels
// expect: bike:2:[bike]
// expect: tri-bike:3:[tri-bike]
// expect: tri-bike:0:[vehicle]
// expect: 1 6 16
// expect: Optional(main.Planet.mars) nil
// expect: 5

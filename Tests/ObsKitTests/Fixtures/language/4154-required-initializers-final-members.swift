// Compiler test style: required initializers and final members with class metatypes
class Vehicle {
  let wheels: Int
  required init(wheels: Int) {
    self.wheels = wheels
  }
  final func describe() -> String { return "\(type(of: self)) with \(wheels) wheels" }
  class func make() -> Self { return self.init(wheels: 4) }
}

class Bike: Vehicle {
  required init(wheels: Int) {
    super.init(wheels: 2)
  }
}

final class Truck: Vehicle {
  var load: Int = 0
  required init(wheels: Int) {
    super.init(wheels: wheels * 2)
    load = 10
  }
}

let kinds: [Vehicle.Type] = [Vehicle.self, Bike.self, Truck.self]
for k in kinds {
  let v = k.init(wheels: 3)
  print(v.describe())
}
print(Vehicle.make().describe())
print(Bike.make().describe())
let t = Truck.make()
print(t.describe(), t.load)

func build<V: Vehicle>(_ type: V.Type) -> V { return type.init(wheels: 1) }
print(build(Bike.self).wheels, build(Truck.self).wheels)
// expect: Vehicle with 3 wheels
// expect: Bike with 2 wheels
// expect: Truck with 6 wheels
// expect: Vehicle with 4 wheels
// expect: Bike with 2 wheels
// expect: Truck with 8 wheels 10
// expect: 2 2

// Compiler test style: metatype identity, ObjectIdentifier, dynamic type of existentials and nested classes
protocol Tagged {
  static var tag: String { get }
}

class Outer {
  class Inner {
    class Deep {}
  }
  required init() {}
}

class Vehicle: Tagged {
  class var tag: String { return "vehicle" }
  required init() {}
}
class Car: Vehicle {
  override class var tag: String { return "car" }
}
class Truck: Vehicle {}

print(Outer.self)
print(Outer.Inner.self)
print(Outer.Inner.Deep.self)
print(String(describing: Outer.Inner.self))
print(String(reflecting: Outer.Inner.Deep.self))
print(String(reflecting: Car.self))

let vs: [Vehicle] = [Vehicle(), Car(), Truck(), Car()]
for v in vs {
  let t = type(of: v)
  print("\(t) tag=\(t.tag) isCar=\(t == Car.self)")
}

let ids = vs.map { ObjectIdentifier(type(of: $0)) }
print(ids[1] == ids[3], ids[0] == ids[2])
print(ObjectIdentifier(Car.self) == ObjectIdentifier(type(of: vs[1])))

let t1: Vehicle.Type = Car.self
let t2: Any.Type = Car.self
print(t1 == Car.self)
print(t2 == Car.self)
print(t2 is Vehicle.Type, t2 is Truck.Type)

let tagged: [Tagged.Type] = [Vehicle.self, Car.self, Truck.self]
print(tagged.map { $0.tag }.joined(separator: ","))

func staticAndDynamic<T: Vehicle>(_ x: T) -> String {
  return "static \(T.self) dynamic \(type(of: x)) tag \(T.tag)/\(type(of: x).tag)"
}
print(staticAndDynamic(Car()))
let upcast: Vehicle = Car()
print(staticAndDynamic(upcast))

let any: Any = Truck()
print(type(of: any))
let tg: Tagged = Car()
print(type(of: tg))
print(type(of: tg) == Car.self)

let o1 = Outer()
let o2 = o1
let o3 = Outer()
print(o1 === o2, o1 === o3, o1 !== o3)
print(ObjectIdentifier(o1) == ObjectIdentifier(o2))

var counts: [String: Int] = [:]
for v in vs {
  counts["\(type(of: v))", default: 0] += 1
}
for key in counts.keys.sorted() {
  print("\(key): \(counts[key]!)")
}
print(type(of: Outer.self))
print(type(of: 5), type(of: "s"), type(of: [1.5]))
// expect: Outer
// expect: Inner
// expect: Deep
// expect: Inner
// expect: main.Outer.Inner.Deep
// expect: main.Car
// expect: Vehicle tag=vehicle isCar=false
// expect: Car tag=car isCar=true
// expect: Truck tag=vehicle isCar=false
// expect: Car tag=car isCar=true
// expect: true false
// expect: true
// expect: true
// expect: true
// expect: true false
// expect: vehicle,car,vehicle
// expect: static Car dynamic Car tag car/car
// expect: static Vehicle dynamic Car tag vehicle/car
// expect: Truck
// expect: Car
// expect: true
// expect: true false true
// expect: true
// expect: Car: 2
// expect: Truck: 1
// expect: Vehicle: 1
// expect: Outer.Type
// expect: Int String Array<Double>

// Compiler test style: deinit chain order, overridden methods called from a superclass deinit
var events: [String] = []

class Part {
  let tag: String
  init(_ tag: String) { self.tag = tag }
  deinit { events.append("part " + tag) }
}

class Vehicle {
  let engine = Part("engine")
  let chassis = Part("chassis")
  func name() -> String { return "vehicle" }
  deinit {
    events.append("Vehicle deinit for \(name())")
  }
}

class Car: Vehicle {
  let radio = Part("radio")
  var wheels = [Part("w1"), Part("w2")]
  override func name() -> String { return "car with \(wheels.count) wheels" }
  deinit {
    events.append("Car deinit")
    wheels.removeLast()
  }
}

var car: Car? = Car()
print("built \(car!.name())")
car = nil
for e in events { print(e) }
// expect: built car with 2 wheels
// expect: Car deinit
// expect: part w2
// expect: Vehicle deinit for car with 1 wheels
// expect: part engine
// expect: part chassis
// expect: part radio
// expect: part w1

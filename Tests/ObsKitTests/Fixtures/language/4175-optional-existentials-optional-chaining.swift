// Compiler test style: optional existentials, optional chaining into protocol methods, and some parameters
protocol Engine {
  var power: Int { get }
  func start() -> String
}
extension Engine {
  func start() -> String { return "vroom \(power)" }
}
struct Gas: Engine { var power = 100 }
struct Electric: Engine {
  var power = 200
  func start() -> String { return "hum \(power)" }
}
class Car {
  var engine: (any Engine)?
  init(engine: (any Engine)?) { self.engine = engine }
}

let cars = [Car(engine: Gas()), Car(engine: Electric()), Car(engine: nil)]
for c in cars {
  print(c.engine?.start() ?? "no engine", c.engine?.power ?? 0)
}
let powers = cars.compactMap { $0.engine?.power }
print(powers)

func boost(_ e: some Engine) -> Int { return e.power * 2 }
print(boost(Gas()), boost(Electric()))
if let e = cars[1].engine {
  print(boost(e))
}

func startAll(_ engines: [(any Engine)?]) -> [String] {
  return engines.map { $0.map { $0.start() } ?? "-" }
}
print(startAll([Gas(), nil, Electric()]))
let maybe: (any Engine)? = Electric(power: 7)
switch maybe {
case let g as Gas: print("gas", g.power)
case let el as Electric: print("electric", el.power)
default: print("none")
}
print(maybe is Electric, maybe is Gas)
// expect: vroom 100 100
// expect: hum 200 200
// expect: no engine 0
// expect: [100, 200]
// expect: 200 400
// expect: 400
// expect: ["vroom 100", "-", "hum 200"]
// expect: electric 7
// expect: true false

// Compiler test style (test/Interpreter/failable_initializers.swift): failable initializer delegation, overrides and init!
// known-gap: line 16: expected "negative Optional(main.Sign.zero) nil", got "negative zero nil"
struct Even {
  let value: Int
  init?(_ v: Int) {
    print("  Even.init?(\(v))")
    guard v % 2 == 0 else { return nil }
    value = v
  }
  init?(string: String) {
    print("  Even.init?(string: \(string))")
    guard let n = Int(string) else { return nil }
    self.init(n)
  }
  init(forcing v: Int) {
    self.init(v * 2)!
  }
}
print(Even(4)?.value as Any)
print(Even(3)?.value as Any)
print(Even(string: "10")?.value as Any)
print(Even(string: "11")?.value as Any)
print(Even(string: "x")?.value as Any)
print(Even(forcing: 21).value)

enum Sign {
  case negative, zero, positive
  init?(symbol: Character) {
    switch symbol {
    case "-": self = .negative
    case "0": self = .zero
    case "+": self = .positive
    default: return nil
    }
  }
  init!(number: Int) {
    if number == Int.min { return nil }
    self.init(symbol: number < 0 ? "-" : number == 0 ? "0" : "+")
  }
}
print(Sign(symbol: "+") as Any, Sign(symbol: "?") as Any)
let s: Sign = Sign(number: -5)
print(s, Sign(number: 0) as Any, Sign(number: Int.min) as Any)

class Tracked {
  let tag: String
  init(_ tag: String) { self.tag = tag; print("  + \(tag)") }
  deinit { print("  - \(tag)") }
}

class Vehicle {
  let wheels: Int
  let part = Tracked("vehicle part")
  init?(wheels: Int) {
    print("  Vehicle.init?(wheels: \(wheels))")
    if wheels <= 0 { return nil }
    self.wheels = wheels
  }
  convenience init?(description: String) {
    print("  Vehicle.init?(description: \(description))")
    guard description.hasPrefix("w") else { return nil }
    self.init(wheels: description.count)
  }
  convenience init(unicycle: ()) {
    self.init(wheels: 1)!
  }
}

class Car: Vehicle {
  let engine: Tracked
  override init(wheels: Int) {
    print("  Car.init(wheels: \(wheels)) non-failable override")
    engine = Tracked("engine")
    super.init(wheels: max(wheels, 4))!
  }
  init?(electric: Bool) {
    engine = Tracked(electric ? "motor" : "combustion")
    if !electric { return nil }
    super.init(wheels: 4)
  }
}

print("vehicle ok:")
print(Vehicle(wheels: 2)?.wheels as Any)
print("vehicle fails:")
print(Vehicle(wheels: 0)?.wheels as Any)
print("vehicle description fails early:")
print(Vehicle(description: "car") as Any)
print("vehicle description fails in designated:")
print(Vehicle(description: "") as Any)
print("vehicle description ok:")
print(Vehicle(description: "www")?.wheels as Any)
print("unicycle:")
print(Vehicle(unicycle: ()).wheels)
print("car override:")
let car = Car(wheels: 0)
print(car.wheels)
print("car inherited convenience:")
print(Car(description: "wheels")?.wheels as Any)
print("electric:")
print(Car(electric: true)?.engine.tag as Any)
print("combustion:")
print(Car(electric: false) as Any)

let parsed = ["4", "five", "6", "7"].compactMap { Even(string: $0) }.map(\.value)
print(parsed)
let ints: [Int?] = ["1", "x", "3"].map { Int($0) }
print(ints)
print(Int("42") as Any, Int(" 42") as Any, Int("+42") as Any, Double("1e3") as Any, Bool("true") as Any, Bool("yes") as Any)
print(UInt8(exactly: 300) as Any, Int8(exactly: -128) as Any, UInt(exactly: -1) as Any)

// expect:   Even.init?(4)
// expect: Optional(4)
// expect:   Even.init?(3)
// expect: nil
// expect:   Even.init?(string: 10)
// expect:   Even.init?(10)
// expect: Optional(10)
// expect:   Even.init?(string: 11)
// expect:   Even.init?(11)
// expect: nil
// expect:   Even.init?(string: x)
// expect: nil
// expect:   Even.init?(42)
// expect: 42
// expect: Optional(main.Sign.positive) nil
// expect: negative Optional(main.Sign.zero) nil
// expect: vehicle ok:
// expect:   + vehicle part
// expect:   Vehicle.init?(wheels: 2)
// expect:   - vehicle part
// expect: Optional(2)
// expect: vehicle fails:
// expect:   + vehicle part
// expect:   Vehicle.init?(wheels: 0)
// expect:   - vehicle part
// expect: nil
// expect: vehicle description fails early:
// expect:   Vehicle.init?(description: car)
// expect: nil
// expect: vehicle description fails in designated:
// expect:   Vehicle.init?(description: )
// expect: nil
// expect: vehicle description ok:
// expect:   Vehicle.init?(description: www)
// expect:   + vehicle part
// expect:   Vehicle.init?(wheels: 3)
// expect:   - vehicle part
// expect: Optional(3)
// expect: unicycle:
// expect:   + vehicle part
// expect:   Vehicle.init?(wheels: 1)
// expect:   - vehicle part
// expect: 1
// expect: car override:
// expect:   Car.init(wheels: 0) non-failable override
// expect:   + engine
// expect:   + vehicle part
// expect:   Vehicle.init?(wheels: 4)
// expect: 4
// expect: car inherited convenience:
// expect:   Vehicle.init?(description: wheels)
// expect:   Car.init(wheels: 6) non-failable override
// expect:   + engine
// expect:   + vehicle part
// expect:   Vehicle.init?(wheels: 6)
// expect:   - vehicle part
// expect:   - engine
// expect: Optional(6)
// expect: electric:
// expect:   + motor
// expect:   + vehicle part
// expect:   Vehicle.init?(wheels: 4)
// expect:   - vehicle part
// expect:   - motor
// expect: Optional("motor")
// expect: combustion:
// expect:   + combustion
// expect:   - combustion
// expect: nil
// expect:   Even.init?(string: 4)
// expect:   Even.init?(4)
// expect:   Even.init?(string: five)
// expect:   Even.init?(string: 6)
// expect:   Even.init?(6)
// expect:   Even.init?(string: 7)
// expect:   Even.init?(7)
// expect: [4, 6]
// expect: [Optional(1), nil, Optional(3)]
// expect: Optional(42) nil Optional(42) Optional(1000.0) Optional(true) nil
// expect: nil Optional(-128) nil

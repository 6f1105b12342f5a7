// Compiler test style: Self in class methods and static contexts, class properties reached through Self and type(of:)
class Unit {
  class var symbol: String { return "u" }
  class var factor: Double { return 1.0 }
  static var conversions = 0
  let amount: Double
  required init(_ amount: Double) { self.amount = amount }

  class func zero() -> Self { return Self(0) }
  class func describeType() -> String { return "\(Self.self) [\(Self.symbol)]" }

  func toBase() -> Double {
    Unit.conversions += 1
    return amount * Self.factor
  }
  func same(_ amt: Double) -> Self { return Self(amt) }
  func label() -> String { return "\(amount)\(Self.symbol)" }
  func scaled(by k: Double) -> Self {
    return type(of: self).init(amount * k)
  }
}

class Meter: Unit {
  override class var symbol: String { return "m" }
}
class Kilometer: Meter {
  override class var symbol: String { return "km" }
  override class var factor: Double { return 1000 }
}
class Mile: Unit {
  override class var symbol: String { return "mi" }
  override class var factor: Double { return 1609.0 }
  override class func describeType() -> String { return "imperial " + super.describeType() }
}

let units: [Unit] = [Meter(3), Kilometer(2), Mile(1), Unit(7)]
for u in units {
  print("\(u.label()) = \(u.toBase()) base; zero: \(type(of: u).zero().label())")
}
print(Unit.conversions)

print(Kilometer.describeType())
print(Mile.describeType())
print(Unit.describeType())

let k = Kilometer(1.5)
let k2 = k.same(4)
print(type(of: k2), k2.label())
let k3: Kilometer = k.scaled(by: 2)
print(k3.label(), k3.toBase())

let z: Mile = Mile.zero()
print(z.label())

let erased: Unit = Kilometer(0.5)
let copy = erased.same(9)
print(type(of: copy), copy.label())

func total(_ xs: [Unit]) -> Double {
  return xs.reduce(0) { $0 + $1.toBase() }
}
print(total(units))
print(Unit.conversions)
// expect: 3.0m = 3.0 base; zero: 0.0m
// expect: 2.0km = 2000.0 base; zero: 0.0km
// expect: 1.0mi = 1609.0 base; zero: 0.0mi
// expect: 7.0u = 7.0 base; zero: 0.0u
// expect: 4
// expect: Kilometer [km]
// expect: imperial Mile [mi]
// expect: Unit [u]
// expect: Kilometer 4.0km
// expect: 3.0km 3000.0
// expect: 0.0mi
// expect: Kilometer 9.0km
// expect: 3619.0
// expect: 9

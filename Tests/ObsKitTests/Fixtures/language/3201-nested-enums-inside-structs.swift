// Compiler test style: nested enums inside structs and enums, qualified references
struct Vehicle {
  enum Kind {
    case car, truck, bike
    enum Fuel: String { case gas, diesel, electric, none }
    var defaultFuel: Fuel {
      switch self {
      case .car: return .gas
      case .truck: return .diesel
      case .bike: return .none
      }
    }
  }
  var kind: Kind
  var fuel: Kind.Fuel
  init(_ kind: Kind, fuel: Kind.Fuel? = nil) {
    self.kind = kind
    self.fuel = fuel ?? kind.defaultFuel
  }
}

enum Outer {
  enum Inner: Int { case one = 1, two }
  case wrap(Inner)
  case pair(Inner, Inner)

  var sum: Int {
    switch self {
    case .wrap(let i): return i.rawValue
    case let .pair(a, b): return a.rawValue + b.rawValue
    }
  }
}

let vs = [Vehicle(.car), Vehicle(.truck), Vehicle(.bike), Vehicle(.car, fuel: .electric)]
for v in vs {
  print(v.kind, v.fuel.rawValue)
}
let f: Vehicle.Kind.Fuel = .diesel
print(f == Vehicle.Kind.truck.defaultFuel)

print(Outer.wrap(.two).sum)
print(Outer.pair(.one, .two).sum)
let o = Outer.pair(.two, .two)
if case .pair(.two, let x) = o { print("starts with two, then", x) }
print(Outer.Inner(rawValue: 2) as Any)
print(type(of: Outer.Inner.one))
// expect: car gas
// expect: truck diesel
// expect: bike none
// expect: car electric
// expect: true
// expect: 2
// expect: 3
// expect: starts with two, then two
// expect: Optional(main.Outer.Inner.two)
// expect: Inner

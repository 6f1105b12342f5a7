// Compiler test style: enum raw value init, custom failable init and init assigning self
enum Planet: Int {
  case mercury = 1, venus, earth, mars
}

enum Suit: String {
  case hearts = "H", spades = "S"
  case clubs, diamonds
}

enum Temperature {
  case cold, mild, hot
  init(celsius: Int) {
    switch celsius {
    case ..<10: self = .cold
    case 10..<25: self = .mild
    default: self = .hot
    }
  }
  init?(symbol: Character) {
    switch symbol {
    case "c": self = .cold
    case "h": self = .hot
    default: return nil
    }
  }
}

print(Planet(rawValue: 3) as Any)
print(Planet(rawValue: 0) as Any)
print(Planet.mars.rawValue)
print(Suit(rawValue: "clubs") as Any, Suit(rawValue: "H") as Any, Suit(rawValue: "X") as Any)
print(Suit.diamonds.rawValue)
print(Temperature(celsius: -3), Temperature(celsius: 15), Temperature(celsius: 40))
print(Temperature(symbol: "h") as Any, Temperature(symbol: "z") as Any)

extension Planet {
  init(closestTo n: Int) {
    self = Planet(rawValue: min(max(n, 1), 4))!
  }
}
print(Planet(closestTo: 99), Planet(closestTo: -5))
// expect: Optional(main.Planet.earth)
// expect: nil
// expect: 4
// expect: Optional(main.Suit.clubs) Optional(main.Suit.hearts) nil
// expect: diamonds
// expect: cold mild hot
// expect: Optional(main.Temperature.hot) nil
// expect: mars mercury

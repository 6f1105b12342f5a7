// Swift book style (Inheritance and Initialization): two-phase init, designated/convenience, required, failable
class Instrument {
  let family: String
  var tuning: Double
  init(family: String, tuning: Double) {
    self.family = family
    self.tuning = tuning
    print("Instrument.init(\(family))")
  }
  convenience init(family: String) {
    self.init(family: family, tuning: 440)
  }
  var description: String { "\(family) tuned to \(tuning)Hz" }
  func play() -> String { "..." }
}

class Guitar: Instrument {
  var strings: Int
  init(strings: Int) {
    // phase 1: initialize own properties before delegating up
    self.strings = strings
    super.init(family: "string", tuning: 440)
    // phase 2: self is fully available
    tuning = 432
    print("Guitar ready with \(self.strings) strings")
  }
  convenience init() { self.init(strings: 6) }
  override var description: String { super.description + ", \(strings) strings" }
  override func play() -> String { "strum" }
}

class BassGuitar: Guitar {
  override init(strings: Int) {
    super.init(strings: strings)
    tuning = 415
  }
  override func play() -> String { "thump, then " + super.play() }
}

let g = Guitar()
print(g.description, g.play())
let b = BassGuitar()   // inherits convenience init() because it overrides all designated inits
print(b.description, b.play())
let i = Instrument(family: "brass")
print(i.description)

struct CelsiusReading {
  let degrees: Double
  init?(kelvin: Double) {
    if kelvin < 0 { return nil }
    degrees = kelvin - 273.15
  }
  init(_ degrees: Double) { self.degrees = degrees }
}
print(CelsiusReading(kelvin: 300)?.degrees as Any, CelsiusReading(kelvin: -1) as Any, CelsiusReading(37).degrees)

enum Grade: Character {
  case a = "A", b = "B", c = "C"
  init?(score: Int) {
    switch score {
    case 90...: self = .a
    case 80..<90: self = .b
    case 70..<80: self = .c
    default: return nil
    }
  }
}
for s in [95, 84, 71, 50] {
  print(s, Grade(score: s).map { String($0.rawValue) } ?? "none")
}

class Part {
  let name: String
  required init(name: String) { self.name = name }
  init?(code: String) {
    guard code.count == 4 else { return nil }
    self.name = "part-" + code
  }
}
class Bolt: Part {
  required init(name: String) { super.init(name: name.uppercased()) }
  override init?(code: String) {
    guard code.allSatisfy(\.isNumber) else { return nil }
    super.init(code: code)
  }
}
func build<P: Part>(_ type: P.Type, _ name: String) -> P { type.init(name: name) }
print(build(Part.self, "gear").name, build(Bolt.self, "m6").name)
print(Part(code: "AB12")?.name ?? "invalid", Part(code: "X")?.name ?? "invalid")
print(Bolt(code: "7777")?.name ?? "invalid", Bolt(code: "77A7")?.name ?? "invalid")
// expect: Instrument.init(string)
// expect: Guitar ready with 6 strings
// expect: string tuned to 432.0Hz, 6 strings strum
// expect: Instrument.init(string)
// expect: Guitar ready with 6 strings
// expect: string tuned to 415.0Hz, 6 strings thump, then strum
// expect: Instrument.init(brass)
// expect: brass tuned to 440.0Hz
// expect: Optional(26.850000000000023) nil 37.0
// expect: 95 A
// expect: 84 B
// expect: 71 C
// expect: 50 none
// expect: gear M6
// expect: part-AB12 invalid
// expect: part-7777 invalid

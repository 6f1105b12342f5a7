// Compiler test style: explicit init?(rawValue:), implicit raw value increments, Character raw values
enum Level: Int, CaseIterable {
  case low = -2, mid, high, max = 10, beyond
}

enum Command: String {
  case start, stop, pause = "hold"
  init?(rawValue: String) {
    switch rawValue.lowercased() {
    case "start", "go": self = .start
    case "stop": self = .stop
    case "hold", "pause": self = .pause
    default: return nil
    }
  }
}

enum Glyph: Character {
  case star = "*", plus = "+", dot = "."
}

enum Mode {
  case normal, debug
  init() { self = .normal }
  static func from(_ flag: Bool) -> Mode { return flag ? .debug : Mode() }
}

print(Level.allCases.map { $0.rawValue })
print(Level(rawValue: 0) as Any, Level(rawValue: 3) as Any, Level(rawValue: 11) as Any)
print(Command(rawValue: "GO") as Any, Command(rawValue: "Pause")?.rawValue as Any)
print(Command(rawValue: "jump") as Any, Command.pause.rawValue)
print(Glyph(rawValue: "+") as Any, Glyph.dot.rawValue, Glyph(rawValue: "-") == nil)
print(Mode(), Mode.from(true), Mode.from(false))
// expect: [-2, -1, 0, 10, 11]
// expect: Optional(main.Level.high) nil Optional(main.Level.beyond)
// expect: Optional(main.Command.start) Optional("hold")
// expect: nil hold
// expect: Optional(main.Glyph.plus) . true
// expect: normal debug normal

// Compiler test style: custom RawRepresentable struct and enum with hand-written init?(rawValue:)
struct Color: RawRepresentable, Equatable {
  var rawValue: String
  init?(rawValue: String) {
    guard rawValue.hasPrefix("#"), rawValue.count == 7 else { return nil }
    self.rawValue = rawValue
  }
  static let red = Color(rawValue: "#ff0000")!
}

enum Level: RawRepresentable {
  case low, mid, high

  init?(rawValue: Int) {
    switch rawValue {
    case ..<0: return nil
    case 0..<10: self = .low
    case 10..<100: self = .mid
    default: self = .high
    }
  }

  var rawValue: Int {
    switch self {
    case .low: return 0
    case .mid: return 10
    case .high: return 100
    }
  }
}

print(Color(rawValue: "#00ff00")?.rawValue as Any)
print(Color(rawValue: "blue") == nil)
print(Color.red.rawValue, Color.red == Color(rawValue: "#ff0000"))

for v in [-5, 3, 42, 1000] {
  if let l = Level(rawValue: v) {
    print(v, l, l.rawValue)
  } else {
    print(v, "invalid")
  }
}

func roundTrip<R: RawRepresentable>(_ r: R) -> R? {
  return R(rawValue: r.rawValue)
}
print(roundTrip(Level.mid) as Any)
print(roundTrip(Color.red)!.rawValue)
// expect: Optional("#00ff00")
// expect: true
// expect: #ff0000 true
// expect: -5 invalid
// expect: 3 low 0
// expect: 42 mid 10
// expect: 1000 high 100
// expect: Optional(main.Level.mid)
// expect: #ff0000

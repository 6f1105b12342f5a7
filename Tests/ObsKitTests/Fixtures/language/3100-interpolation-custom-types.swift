// Compiler test style: interpolation of custom types via CustomStringConvertible and appendInterpolation
struct Temperature: CustomStringConvertible {
  var celsius: Int
  var description: String { return "\(celsius)\u{B0}C" }
}

enum Level { case low, high }

extension DefaultStringInterpolation {
  mutating func appendInterpolation(_ t: Temperature, unit: String) {
    if unit == "F" {
      appendLiteral("\(t.celsius * 9 / 5 + 32)\u{B0}F")
    } else {
      appendInterpolation(t)
    }
  }
  mutating func appendInterpolation(yesNo b: Bool) {
    appendLiteral(b ? "yes" : "no")
  }
  mutating func appendInterpolation(upper s: String) {
    appendLiteral(s.uppercased())
  }
}

let t = Temperature(celsius: 100)
print("Boiling: \(t)")
print("In F: \(t, unit: "F")")
print("In C: \(t, unit: "C")")
print("Level: \(Level.high), ready: \(yesNo: true), done: \(yesNo: false)")
print("\(upper: "shout") \("quiet")")
let nested = "outer \("inner \(1 + 1)")"
print(nested)
print("opt: \(String(describing: Optional(5)))")
print("expr: \([1, 2, 3].map { $0 * $0 })")
// expect: Boiling: 100°C
// expect: In F: 212°F
// expect: In C: 100°C
// expect: Level: high, ready: yes, done: no
// expect: SHOUT quiet
// expect: outer inner 2
// expect: opt: Optional(5)
// expect: expr: [1, 4, 9]

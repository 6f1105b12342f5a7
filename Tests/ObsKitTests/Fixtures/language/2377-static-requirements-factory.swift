// Compiler test style: static and initializer requirements used through generic factories
protocol Parseable {
  static var typeLabel: String { get }
  init?(parsing text: String)
}

struct Temperature: Parseable, CustomStringConvertible {
  static var typeLabel: String { "temperature" }
  var degrees: Int
  init?(parsing text: String) {
    guard text.hasSuffix("C"), let d = Int(text.dropLast()) else { return nil }
    degrees = d
  }
  var description: String { "\(degrees)C" }
}
struct Flag: Parseable, CustomStringConvertible {
  static var typeLabel: String { "flag" }
  var on: Bool
  init?(parsing text: String) {
    switch text { case "on": on = true; case "off": on = false; default: return nil }
  }
  var description: String { on ? "ON" : "OFF" }
}
extension Int: Parseable {
  static var typeLabel: String { "integer" }
  init?(parsing text: String) { self.init(text) }
}

func parseAll<T: Parseable>(_ inputs: [String], as type: T.Type = T.self) -> (ok: [T], failed: Int) {
  var ok: [T] = [], failed = 0
  for s in inputs {
    if let v = T(parsing: s) { ok.append(v) } else { failed += 1 }
  }
  return (ok, failed)
}

func firstParse(_ text: String, candidates: [any Parseable.Type]) -> String {
  for c in candidates {
    if let v = c.init(parsing: text) { return "\(c.typeLabel): \(v)" }
  }
  return "unparsed: \(text)"
}

let temps = parseAll(["21C", "x", "-5C", "30F"], as: Temperature.self)
print(temps.ok, temps.failed)
let flags: (ok: [Flag], failed: Int) = parseAll(["on", "off", "maybe"])
print(flags.ok, flags.failed)
print(parseAll(["1", "22", "three"], as: Int.self).ok)
let kinds: [any Parseable.Type] = [Flag.self, Temperature.self, Int.self]
for input in ["off", "12C", "12", "??"] { print(firstParse(input, candidates: kinds)) }
print(kinds.map { $0.typeLabel })
// expect: [21C, -5C] 2
// expect: [ON, OFF] 1
// expect: [1, 22]
// expect: flag: OFF
// expect: temperature: 12C
// expect: integer: 12
// expect: unparsed: ??
// expect: ["flag", "temperature", "integer"]

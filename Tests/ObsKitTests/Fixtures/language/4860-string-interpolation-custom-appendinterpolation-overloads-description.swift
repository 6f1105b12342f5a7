// Compiler test style: string interpolation with custom appendInterpolation overloads and description protocols
extension DefaultStringInterpolation {
  mutating func appendInterpolation(hex value: Int) {
    appendLiteral("0x" + String(value, radix: 16, uppercase: true))
  }
  mutating func appendInterpolation(_ value: Double, places: Int) {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let rounded = Double(Int(value * scale + 0.5)) / scale
    appendLiteral("\(rounded)")
  }
  mutating func appendInterpolation<T>(list items: [T], separator: String = ", ") {
    appendLiteral(items.map { "\($0)" }.joined(separator: separator))
  }
  mutating func appendInterpolation(padded s: String, to width: Int) {
    appendLiteral(s + String(repeating: ".", count: max(0, width - s.count)))
  }
  mutating func appendInterpolation(if condition: Bool, _ text: @autoclosure () -> String) {
    if condition { appendLiteral(text()) }
  }
}

print("value \(hex: 255) and \(hex: 4096)")
print("pi is \(3.14159, places: 2), e is \(2.71828, places: 3)")
print("items: \(list: [1, 2, 3]) / \(list: ["a", "b"], separator: "|")")
print("[\(padded: "ab", to: 5)] [\(padded: "toolong", to: 3)]")
print("flag:\(if: true, " on")\(if: false, " off")!")

struct Plain { var a = 1; var b = "two" }
struct Described: CustomStringConvertible { var description: String { return "described!" } }
struct Debugged: CustomDebugStringConvertible { var debugDescription: String { return "debugged!" } }
struct Both: CustomStringConvertible, CustomDebugStringConvertible {
  var description: String { return "both-desc" }
  var debugDescription: String { return "both-debug" }
}
class Ref {}
enum E { case one, two(Int) }

print("\(Plain()) \(Described()) \(Debugged()) \(Both())")
print(String(describing: Both()), String(reflecting: Both()))
print([Both()], [Described()], [Debugged()])
print("\([Both()])")
print("\(E.one) \(E.two(3)) \([E.two(4)])")
print("\(Ref())".hasSuffix("Ref"))
print("\(Optional(3) as Any) \(Optional<Int>.none as Any) \(Optional("s") as Any)")
print("\([1: "a"]) \((1, "x", [2.5]))")
print("\(1.0) \(1e20) \(1e-5) \(Float(0.1)) \(-0.0) \(Double.infinity)")
print("\(Int8.min) \(UInt64.max) \(0b1010) \(0o17) \(0xff)")
print("\("nested \("deeper \(1 + 1)")")")
print("\("quote\"inside") \\ \("tab\tafter")")

struct Money: ExpressibleByStringInterpolation, CustomStringConvertible {
  var text: String
  init(stringLiteral value: String) { text = value }
  init(stringInterpolation: Interp) { text = stringInterpolation.parts.joined() }
  var description: String { return text }

  struct Interp: StringInterpolationProtocol {
    var parts: [String] = []
    init(literalCapacity: Int, interpolationCount: Int) {
      parts.append("<\(interpolationCount)>")
    }
    mutating func appendLiteral(_ literal: String) { parts.append(literal) }
    mutating func appendInterpolation(cents: Int) {
      parts.append("$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)")
    }
    mutating func appendInterpolation(_ s: String) { parts.append(s.uppercased()) }
  }
}
let m: Money = "total \(cents: 1234) for \("bob")"
print(m)
let m2: Money = "plain"
print(m2)
let m3: Money = "\(cents: 5)"
print(m3)

var interpolationCount = 0
func counted() -> Int { interpolationCount += 1; return interpolationCount }
let evaluated = "\(counted()) \(counted()) \(counted())"
print(evaluated, interpolationCount)

let width = 6
let name = "Al"
print("|\(name)\(String(repeating: " ", count: width - name.count))|")
let multiline = """
  Name: \(name)
  Count: \(list: [1, 2], separator: "+")
  """
print(multiline)

// expect: value 0xFF and 0x1000
// expect: pi is 3.14, e is 2.718
// expect: items: 1, 2, 3 / a|b
// expect: [ab...] [toolong]
// expect: flag: on!
// expect: Plain(a: 1, b: "two") described! debugged! both-desc
// expect: both-desc both-debug
// expect: [both-debug] [described!] [debugged!]
// expect: [both-debug]
// expect: one two(3) [main.E.two(4)]
// expect: true
// expect: Optional(3) nil Optional("s")
// expect: [1: "a"] (1, "x", [2.5])
// expect: 1.0 1e+20 1e-05 0.1 -0.0 inf
// expect: -128 18446744073709551615 10 15 255
// expect: nested deeper 2
// expect: quote"inside \ tab	after
// expect: <2>total $12.34 for BOB
// expect: plain
// expect: <1>$0.05
// expect: 1 2 3 3
// expect: |Al    |
// expect: Name: Al
// expect: Count: 1+2

// Compiler test style: custom string interpolation
// Checks DefaultStringInterpolation extensions with custom appendInterpolation
// overloads (labeled parameters, defaults, generic constraints), and a
// custom StringInterpolationProtocol type.

extension DefaultStringInterpolation {
  mutating func appendInterpolation(hex value: Int) {
    appendLiteral("0x" + String(value, radix: 16))
  }

  mutating func appendInterpolation(_ value: Double, places: Int) {
    var scale = 1
    for _ in 0..<places { scale *= 10 }
    let scaled = Int(value * Double(scale) + 0.5)
    let frac = String(scaled % scale)
    let zeros = String(repeating: "0", count: places - frac.count)
    appendLiteral("\(scaled / scale).\(zeros)\(frac)")
  }

  mutating func appendInterpolation<T>(list: [T], separator: String = ", ") {
    appendLiteral(list.map { "\($0)" }.joined(separator: separator))
  }

  mutating func appendInterpolation(_ flag: Bool, yes: String, no: String) {
    appendLiteral(flag ? yes : no)
  }

  mutating func appendInterpolation<T>(maybe value: T?, default d: String = "none") {
    if let v = value {
      appendInterpolation(v)
    } else {
      appendLiteral(d)
    }
  }

  mutating func appendInterpolation(padded s: String, width: Int) {
    let pad = max(0, width - s.count)
    appendLiteral(String(repeating: " ", count: pad) + s)
  }
}

print("\(hex: 255)")
print("pi is about \(3.14159, places: 2)")
print("items: \(list: [1, 2, 3])")
print("items: \(list: ["a", "b"], separator: "|")")
print("ready? \(true, yes: "yes", no: "no")")
let missing: Int? = nil
print("value: \(maybe: missing), other: \(maybe: Optional(5))")
print("value: \(maybe: missing, default: "-")")
print("[\(padded: "ab", width: 5)]")

// The default interpolation still works alongside.
let n = 7
print("plain \(n) and \(hex: n * 3)")

// A custom interpolation type.
struct HTML: ExpressibleByStringInterpolation, CustomStringConvertible {
  var text: String
  init(stringLiteral value: String) { text = value }
  init(stringInterpolation: Interp) { text = stringInterpolation.out }
  var description: String { text }

  struct Interp: StringInterpolationProtocol {
    var out = ""
    init(literalCapacity: Int, interpolationCount: Int) {}
    mutating func appendLiteral(_ literal: String) { out += literal }
    mutating func appendInterpolation(_ s: String) {
      for ch in s {
        out += ch == "<" ? "&lt;" : String(ch)
      }
    }
    mutating func appendInterpolation(raw s: String) { out += s }
    mutating func appendInterpolation(_ i: Int) { out += "#\(i)" }
  }
}

let user = "<script>"
let page: HTML = "<p>\(user)</p>\(raw: "<br>")\(42)"
print(page)
let lit: HTML = "just text"
print(lit)

// Tracking the interpolation calls.
struct Trace: ExpressibleByStringInterpolation {
  var parts: [String]
  init(stringLiteral value: String) { parts = ["lit(\(value))"] }
  init(stringInterpolation: Builder) { parts = stringInterpolation.parts }
  struct Builder: StringInterpolationProtocol {
    var parts: [String] = []
    init(literalCapacity: Int, interpolationCount: Int) {
      parts.append("cap=\(literalCapacity),n=\(interpolationCount)")
    }
    mutating func appendLiteral(_ literal: String) { parts.append("L[\(literal)]") }
    mutating func appendInterpolation<T>(_ v: T) { parts.append("I[\(v)]") }
  }
}
let tr: Trace = "a\(1)bc\(2.5)"
print(tr.parts)

// expect: 0xff
// expect: pi is about 3.14
// expect: items: 1, 2, 3
// expect: items: a|b
// expect: ready? yes
// expect: value: none, other: 5
// expect: value: -
// expect: [   ab]
// expect: plain 7 and 0x15
// expect: <p>&lt;script></p><br>#42
// expect: just text
// expect: ["cap=3,n=2", "L[a]", "I[1]", "L[bc]", "I[2.5]", "L[]"]

// Compiler test style: ExpressibleByIntegerLiteral and ExpressibleByStringLiteral
// known-gap: needs the compiler check (literal types); unchecked: line 8: expected "true", got "false"
// Checks custom types created from integer and string literals in
// declarations, function arguments, arrays, default parameters,
// and string literals with interpolation (ExpressibleByStringInterpolation).

struct Meters: ExpressibleByIntegerLiteral, CustomStringConvertible {
  var value: Int
  init(integerLiteral value: Int) { self.value = value }
  var description: String { "\(value)m" }
}

let m: Meters = 5
print(m)
let ms: [Meters] = [1, 2, 30]
print(ms)
func walk(_ d: Meters = 100) { print("walk", d) }
walk()
walk(7)

// Custom IntegerLiteralType.
struct Byte: ExpressibleByIntegerLiteral {
  var v: UInt8
  init(integerLiteral value: UInt8) { v = value }
}
let by: Byte = 200
print(by.v, type(of: by.v))

// String literal.
struct Tag: ExpressibleByStringLiteral, CustomStringConvertible, Hashable {
  var name: String
  init(stringLiteral value: String) { name = value.lowercased() }
  var description: String { "#\(name)" }
}
let tag: Tag = "Swift"
print(tag)
let tags: [Tag] = ["A", "b", "C"]
print(tags)
print(tags.contains("B"))

// Dictionary keyed by a string-literal type.
let counts: [Tag: Int] = ["X": 1]
print(counts["x"] as Any)

// String interpolation into a custom type.
struct Log: ExpressibleByStringInterpolation, CustomStringConvertible {
  var text: String
  init(stringLiteral value: String) { text = value }
  init(stringInterpolation: DefaultStringInterpolation) {
    text = "[log] " + String(describing: stringInterpolation)
  }
  var description: String { text }
}
let plain: Log = "no interpolation"
let n = 3
let interp: Log = "n is \(n)"
print(plain)
print(interp)

// Literal types in switch patterns.
func classify(_ m: Meters) -> String {
  switch m.value {
  case 0: return "zero"
  case 1...9: return "short"
  default: return "long"
  }
}
print(classify(0), classify(5), classify(50))

// Enum with raw values from literals and a literal conformance.
enum Priority: Int, ExpressibleByIntegerLiteral {
  case low = 0, high = 1
  init(integerLiteral value: Int) { self = value > 0 ? .high : .low }
}
let p: Priority = 9
print(p)
let q: Priority = 0
print(q)

// Negative literals.
let neg: Meters = -4
print(neg)

// expect: 5m
// expect: [1m, 2m, 30m]
// expect: walk 100m
// expect: walk 7m
// expect: 200 UInt8
// expect: #swift
// expect: [#a, #b, #c]
// expect: true
// expect: Optional(1)
// expect: no interpolation
// expect: [log] n is 3
// expect: zero short long
// expect: high
// expect: low
// expect: -4m

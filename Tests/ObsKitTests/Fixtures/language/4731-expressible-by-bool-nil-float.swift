// Compiler test style: ExpressibleByBooleanLiteral, NilLiteral, FloatLiteral
// Checks custom types created from true/false, nil and floating-point
// literals, comparisons against nil with a custom nil-literal type,
// and integer literals flowing into a float-literal type.

struct Flag: ExpressibleByBooleanLiteral, CustomStringConvertible {
  var on: Bool
  init(booleanLiteral value: Bool) { on = value }
  var description: String { on ? "ON" : "OFF" }
}
let f1: Flag = true
let f2: Flag = false
print(f1, f2)
let flags: [Flag] = [true, false, true]
print(flags)
print(flags.filter { $0.on }.count)

// Nil literal.
enum JSONValue: ExpressibleByNilLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, CustomStringConvertible {
  case null
  case number(Int)
  case string(String)
  case bool(Bool)
  init(nilLiteral: ()) { self = .null }
  init(integerLiteral value: Int) { self = .number(value) }
  init(stringLiteral value: String) { self = .string(value) }
  init(booleanLiteral value: Bool) { self = .bool(value) }
  var description: String {
    switch self {
    case .null: return "null"
    case .number(let n): return String(n)
    case .string(let s): return "\"" + s + "\""
    case .bool(let b): return b ? "true" : "false"
    }
  }
}
let values: [JSONValue] = [nil, 1, "two", false]
print(values)
print("[" + values.map { $0.description }.joined(separator: ",") + "]")
let jn: JSONValue = nil
if case .null = jn { print("is null") }

// Float literal.
struct Celsius: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  var degrees: Double
  init(floatLiteral value: Double) { degrees = value }
  init(integerLiteral value: Int) { degrees = Double(value) }
}
let c1: Celsius = 36.6
let c2: Celsius = 100
print(c1.degrees, c2.degrees)
let temps: [Celsius] = [1.5, 2, -0.25]
print(temps.map { $0.degrees })

// Float literal type with Float as the literal type.
struct Ratio: ExpressibleByFloatLiteral {
  var v: Float
  init(floatLiteral value: Float) { v = value }
}
let r: Ratio = 0.1
print(r.v, type(of: r.v))

// Optional is itself nil-literal expressible.
let o: Int? = nil
print(o == nil)

// A type usable as a default argument with nil.
struct Options: ExpressibleByNilLiteral {
  var verbose = false
  init(nilLiteral: ()) {}
  init(verbose: Bool) { self.verbose = verbose }
}
func run(_ opts: Options = nil) -> String { opts.verbose ? "loud" : "quiet" }
print(run(), run(Options(verbose: true)))

// Bool literal in a generic context.
func make<T: ExpressibleByBooleanLiteral>(_ t: T.Type) -> T { true }
print(make(Bool.self))
print(make(Flag.self))

// expect: ON OFF
// expect: [ON, OFF, ON]
// expect: 2
// expect: [null, 1, "two", false]
// expect: [null,1,"two",false]
// expect: is null
// expect: 36.6 100.0
// expect: [1.5, 2.0, -0.25]
// expect: 0.1 Float
// expect: true
// expect: quiet loud
// expect: true
// expect: ON

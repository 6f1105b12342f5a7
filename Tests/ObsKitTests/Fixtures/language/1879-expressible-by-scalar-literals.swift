// Compiler test style: literal conformances — ExpressibleByIntegerLiteral, StringLiteral, BooleanLiteral, FloatLiteral and NilLiteral on custom types
struct Meters: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    let value: Double
    init(integerLiteral v: Int) {
        print("  int literal \(v)")
        value = Double(v)
    }
    init(floatLiteral v: Double) {
        print("  float literal \(v)")
        value = v
    }
    var description: String { "\(value)m" }
    static func + (a: Meters, b: Meters) -> Meters { Meters(floatLiteral: a.value + b.value) }
}

let a: Meters = 5
let b: Meters = 2.5
print(a, b)
print(a + 10)

func distance(_ m: Meters) -> String { "distance \(m)" }
print(distance(42))

struct Tag: ExpressibleByStringLiteral, Equatable {
    let name: String
    init(stringLiteral value: String) {
        name = value.lowercased()
    }
}
let t: Tag = "SWIFT"
print(t.name, t == "swift", t == "Swift", t == "rust")
let tags: [Tag] = ["One", "TWO", "three"]
print(tags.map(\.name))

// String literal with interpolation support
struct Query: ExpressibleByStringInterpolation, CustomStringConvertible {
    var text: String
    init(stringLiteral value: String) { text = value }
    init(stringInterpolation: DefaultStringInterpolation) { text = "interp:" + String(stringInterpolation: stringInterpolation) }
    var description: String { text }
}
let q1: Query = "select"
let n = 3
let q2: Query = "select top \(n)"
print(q1, q2)

struct Toggle: ExpressibleByBooleanLiteral, CustomStringConvertible {
    let isOn: Bool
    init(booleanLiteral value: Bool) { isOn = value }
    var description: String { isOn ? "ON" : "OFF" }
}
let toggles: [Toggle] = [true, false, true]
print(toggles)

// Nil literal on a custom type
struct Maybe: ExpressibleByNilLiteral, CustomStringConvertible {
    let value: Int?
    init(nilLiteral: ()) { value = nil; print("  nil literal") }
    init(_ v: Int) { value = v }
    var description: String { value.map { "Maybe(\($0))" } ?? "Maybe.none" }
}
let m1: Maybe = nil
let m2 = Maybe(4)
print(m1, m2)
func takesMaybe(_ m: Maybe = nil) -> String { "got \(m)" }
print(takesMaybe())
print(takesMaybe(Maybe(9)))

// Literal conformance via extension and type inference from context
extension Meters: Comparable {
    static func < (l: Meters, r: Meters) -> Bool { l.value < r.value }
    static func == (l: Meters, r: Meters) -> Bool { l.value == r.value }
}
print(a < 7, b > 1, Meters(integerLiteral: 3) == 3.0)

// expect:   int literal 5
// expect:   float literal 2.5
// expect: 5.0m 2.5m
// expect:   int literal 10
// expect:   float literal 15.0
// expect: 15.0m
// expect:   int literal 42
// expect: distance 42.0m
// expect: swift true true false
// expect: ["one", "two", "three"]
// expect: select interp:select top 3
// expect: [ON, OFF, ON]
// expect:   nil literal
// expect: Maybe.none Maybe(4)
// expect:   nil literal
// expect: got Maybe.none
// expect: got Maybe(9)
// expect:   int literal 7
// expect:   int literal 1
// expect:   int literal 3
// expect:   float literal 3.0
// expect: true true true

// Compiler-test style: CustomStringConvertible vs default descriptions in interpolation of optionals, enums with payloads and nested structs
struct Inner { var a: Int; var b: String }
struct Outer { var inner: Inner; var list: [Int]; var opt: Int? }
enum Payload { case none, one(Int), pair(x: Int, y: String), nested(Inner) }
class Plain { var v = 1 }

struct Money: CustomStringConvertible, CustomDebugStringConvertible {
    let cents: Int
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
    var debugDescription: String { "Money(cents: \(cents))" }
}
enum Level: String { case low, high }
enum Light: CustomStringConvertible {
    case on, off
    var description: String { self == .on ? "ON" : "OFF" }
}

print("\(Outer(inner: Inner(a: 1, b: "x"), list: [1, 2], opt: 3))")
print("\(Payload.none) \(Payload.one(5)) \(Payload.pair(x: 1, y: "q"))")
print("\(Payload.nested(Inner(a: 2, b: "y")))")
let m = Money(cents: 1205)
print("\(m)", String(describing: m), String(reflecting: m))
print([m, Money(cents: 7)])
let om: Money? = m
print("\(String(describing: om))", om.map { "\($0)" } ?? "nil")
let none: Int? = nil
print("value: \(none as Any) / \(String(describing: Optional(4)))")
print(Level.high, "\(Level.low)", Level.high.rawValue, [Level.low])
print(Light.on, [Light.off, Light.on], Optional(Light.on) as Any)
print("\(Plain())".hasSuffix("Plain"), (1, "two", 3.0), "\((x: 1, y: [true]))")
print("\(Character("c")) \(1.0) \(1e20) \(Float(0.1)) \(UInt8.max) \(Int8.min)")

// expect: Outer(inner: main.Inner(a: 1, b: "x"), list: [1, 2], opt: Optional(3))
// expect: none one(5) pair(x: 1, y: "q")
// expect: nested(main.Inner(a: 2, b: "y"))
// expect: $12.05 $12.05 Money(cents: 1205)
// expect: [Money(cents: 1205), Money(cents: 7)]
// expect: Optional(Money(cents: 1205)) $12.05
// expect: value: nil / Optional(4)
// expect: high low high [main.Level.low]
// expect: ON [OFF, ON] Optional(ON)
// expect: true (1, "two", 3.0) (x: 1, y: [true])
// expect: c 1.0 1e+20 0.1 255 -128

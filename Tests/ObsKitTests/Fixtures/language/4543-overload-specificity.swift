// Compiler test style: overload resolution among generic functions constrained by Numeric protocol refinements
// known-gap: line 3: expected "BinaryInteger", got "signed fixed-width"
func kind<T: Numeric>(_ x: T) -> String { "Numeric" }
func kind<T: SignedNumeric>(_ x: T) -> String { "SignedNumeric" }
func kind<T: BinaryInteger>(_ x: T) -> String { "BinaryInteger" }
func kind<T: FixedWidthInteger & SignedInteger>(_ x: T) -> String { "signed fixed-width" }
func kind<T: FloatingPoint>(_ x: T) -> String { "FloatingPoint" }
func kind<T: BinaryFloatingPoint>(_ x: T) -> String { "BinaryFloatingPoint" }
func kind(_ x: Int) -> String { "exactly Int" }

print(kind(5))
print(kind(Int8(5)))
print(kind(UInt8(5)))
print(kind(5.0))
print(kind(Float(5)))

struct Tally: Numeric {
    var v: Int
    init(integerLiteral value: Int) { v = value }
    init?<T: BinaryInteger>(exactly source: T) { v = Int(source) }
    var magnitude: UInt { UInt(v < 0 ? -v : v) }
    static func + (a: Tally, b: Tally) -> Tally { Tally(integerLiteral: a.v + b.v) }
    static func - (a: Tally, b: Tally) -> Tally { Tally(integerLiteral: a.v - b.v) }
    static func * (a: Tally, b: Tally) -> Tally { Tally(integerLiteral: a.v * b.v) }
    static func *= (a: inout Tally, b: Tally) { a = a * b }
}

struct Signed: SignedNumeric {
    var v: Int
    init(integerLiteral value: Int) { v = value }
    init?<T: BinaryInteger>(exactly source: T) { v = Int(source) }
    var magnitude: UInt { UInt(abs(v)) }
    static func + (a: Signed, b: Signed) -> Signed { Signed(integerLiteral: a.v + b.v) }
    static func - (a: Signed, b: Signed) -> Signed { Signed(integerLiteral: a.v - b.v) }
    static func * (a: Signed, b: Signed) -> Signed { Signed(integerLiteral: a.v * b.v) }
    static func *= (a: inout Signed, b: Signed) { a = a * b }
}

print(kind(Tally(integerLiteral: 1)))
print(kind(Signed(integerLiteral: -1)))
let neg: Signed = -4
print(neg.v, (neg * 3).v, (-neg).v, neg.magnitude)

func describe<T>(_ x: T) -> String { "\(T.self): " + kindOf(x) }
func kindOf<T>(_ x: T) -> String {
    switch x {
    case is any BinaryFloatingPoint: return "a binary float"
    case is any FixedWidthInteger: return "a fixed-width integer"
    case is any Numeric: return "some other number"
    default: return "not a number"
    }
}
print(describe(1))
print(describe(2.5))
print(describe(UInt64(7)))
print(describe(Tally(integerLiteral: 3)))
print(describe("seven"))

func viaGeneric<T: BinaryInteger>(_ x: T) -> String { kind(x) }
print(viaGeneric(3), viaGeneric(Int16(3)))

let anyNumbers: [Any] = [1, 2.0, Float(3), UInt8(4), "5", Int8(-6)]
for n in anyNumbers {
    if let i = n as? any BinaryInteger {
        print("integer", i, "bitWidth", i.bitWidth)
    } else if let f = n as? any FloatingPoint {
        print("float", f)
    } else {
        print("other", n)
    }
}
print(Int.self is any Numeric.Type, Double.self is any BinaryInteger.Type, UInt8.self is any UnsignedInteger.Type)
// expect: exactly Int
// expect: signed fixed-width
// expect: BinaryInteger
// expect: BinaryFloatingPoint
// expect: BinaryFloatingPoint
// expect: Numeric
// expect: SignedNumeric
// expect: -4 -12 4 4
// expect: Int: a fixed-width integer
// expect: Double: a binary float
// expect: UInt64: a fixed-width integer
// expect: Tally: some other number
// expect: String: not a number
// expect: BinaryInteger BinaryInteger
// expect: integer 1 bitWidth 64
// expect: float 2.0
// expect: float 3.0
// expect: integer 4 bitWidth 8
// expect: other 5
// expect: integer -6 bitWidth 8
// expect: true false true

// Generics: static members and static methods called through the generic parameter (`T.zero`, `T.name`, `T.make()`), with protocol static requirements.
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Unit {
    static var symbol: String { get }
    static var perBase: Double { get }
    static func label(_ v: Double) -> String
}

extension Unit {
    static func label(_ v: Double) -> String { "\(v) \(symbol)" }
}

enum Meters: Unit {
    static let symbol = "m"
    static let perBase = 1.0
}
enum Feet: Unit {
    static let symbol = "ft"
    static let perBase = 3.28084
}
enum Inches: Unit {
    static let symbol = "in"
    static let perBase = 39.3701
    static func label(_ v: Double) -> String { "\(Int(v))\"" }
}

func convert<From: Unit, To: Unit>(_ value: Double, from: From.Type, to: To.Type) -> String {
    let base = value / From.perBase
    let result = Double(Int(base * To.perBase * 100 + 0.5)) / 100
    return From.label(value) + " = " + To.label(result)
}

print(convert(10, from: Meters.self, to: Feet.self))
print(convert(3.28084, from: Feet.self, to: Meters.self))
print(convert(2, from: Meters.self, to: Inches.self))

func sumAll<N: Numeric>(_ list: [N]) -> N {
    var total = N.zero
    for x in list { total += x }
    return total
}
print(sumAll([1, 2, 3]), sumAll([0.5, 0.25]))

func bounds<I: FixedWidthInteger>(_ t: I.Type) -> String {
    "\(I.self): \(I.min)...\(I.max), \(I.bitWidth) bits"
}
print(bounds(Int8.self))
print(bounds(UInt16.self))

// expect: 10.0 m = 32.81 ft
// expect: 3.28084 ft = 1.0 m
// expect: 2.0 m = 78"
// expect: 6 0.75
// expect: Int8: -128...127, 8 bits
// expect: UInt16: 0...65535, 16 bits

// Bitwise, overflow, custom and operator overloading
// expected output: swiftc 6.3.1 (Linux), run on this machine
// Feature flags in a game's settings byte, colour channels, scoreboard overflow, and 2D velocities.
let enabledFeatures: UInt8 = 0b00110101
let disabledFeatures = ~enabledFeatures
print(String(disabledFeatures, radix: 2))
let freeTier: UInt8 = 0b11100000
let proTier: UInt8 = 0b11111010
print(String(freeTier & proTier, radix: 2))
print(String(freeTier | proTier, radix: 2))
print(String(freeTier ^ proTier, radix: 2))

let lilac: UInt32 = 0xB57EDC
let redPart = (lilac & 0xFF0000) >> 16
let greenPart = (lilac & 0x00FF00) >> 8
let bluePart = lilac & 0x0000FF
print(redPart, greenPart, bluePart)

var lapCounter = UInt8.max
lapCounter = lapCounter &+ 2
print("UInt8.max &+ 2 = \(lapCounter)")
var altitude = Int8.min
altitude = altitude &- 3
print("Int8.min &- 3 = \(altitude)")
let (partial, overflow) = Int16.max.addingReportingOverflow(10)
print("partial: \(partial), overflow: \(overflow)")
print(Int8(-12) >> 2, Int8(-12) << 2)

struct Velocity: Equatable {
    var x = 0.0, y = 0.0
}
extension Velocity {
    static func + (a: Velocity, b: Velocity) -> Velocity {
        Velocity(x: a.x + b.x, y: a.y + b.y)
    }
    static prefix func - (v: Velocity) -> Velocity {
        Velocity(x: -v.x, y: -v.y)
    }
    static func += (a: inout Velocity, b: Velocity) {
        a = a + b
    }
}
prefix operator >>|
extension Velocity {
    static prefix func >>| (v: inout Velocity) -> Velocity {
        v = Velocity(x: v.x, y: 0)
        return v
    }
}
infix operator ><: MultiplicationPrecedence
extension Velocity {
    static func >< (a: Velocity, b: Velocity) -> Double {
        a.x * b.y - a.y * b.x
    }
}
let wind = Velocity(x: 2.5, y: -1.0)
let paddle = Velocity(x: 1.0, y: 3.0)
let drift = wind + paddle
print("drift: (\(drift.x), \(drift.y))")
let upstream = -paddle
print("upstream: (\(upstream.x), \(upstream.y))")
var gust = Velocity(x: 4.0, y: 2.0)
let flattened = >>|gust
print("flattened: (\(flattened.x), \(flattened.y))")
print("cross: \(wind >< paddle)")
var course = wind
course += paddle
print("course equals drift: \(course == drift)")
print("equal: \(wind == Velocity(x: 2.5, y: -1.0)), \(wind == paddle)")

precedencegroup PowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: PowerPrecedence
func ** (base: Int, exp: Int) -> Int {
    exp == 0 ? 1 : base * (base ** (exp - 1))
}
print(2 ** 3 ** 2, 2 * 3 ** 2)
let flags: UInt8 = 0b1011_0010
print("set bits: \(flags.nonzeroBitCount), leading zeros: \(flags.leadingZeroBitCount), trailing: \(flags.trailingZeroBitCount)")
// expect: 11001010
// expect: 11100000
// expect: 11111010
// expect: 11010
// expect: 181 126 220
// expect: UInt8.max &+ 2 = 1
// expect: Int8.min &- 3 = 125
// expect: partial: -32759, overflow: true
// expect: -3 -48
// expect: drift: (3.5, 2.0)
// expect: upstream: (-1.0, -3.0)
// expect: flattened: (4.0, 0.0)
// expect: cross: 8.5
// expect: course equals drift: true
// expect: equal: true, false
// expect: 512 18
// expect: set bits: 4, leading zeros: 0, trailing: 1

// Advanced operators: bitwise, shifts, overflow arithmetic, custom operators, precedence
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Permissions: CustomStringConvertible {
    var bits: UInt8
    static let read: UInt8 = 0b100, write: UInt8 = 0b010, exec: UInt8 = 0b001
    var description: String {
        (bits & Permissions.read != 0 ? "r" : "-") + (bits & Permissions.write != 0 ? "w" : "-") + (bits & Permissions.exec != 0 ? "x" : "-")
    }
}
var perm = Permissions(bits: Permissions.read | Permissions.exec)
print(perm, perm.bits)
perm.bits ^= Permissions.write | Permissions.exec
print(perm, Permissions(bits: ~perm.bits & 0b111))

let mask: UInt16 = 0xF0F0
print(String(mask, radix: 2), String(~mask, radix: 16), mask.nonzeroBitCount)
print(3 << 5, 1000 >> 4, -64 >> 3, Int8(-1) << 7, UInt8(0x81) >> 1)
let argb: UInt32 = 0x80_33_AA_FF
print((argb >> 24) & 0xFF, (argb >> 16) & 0xFF, (argb >> 8) & 0xFF, argb & 0xFF)

var tick: UInt8 = 253
for _ in 0..<4 { tick = tick &+ 1 }
print(tick, Int8.min &- 1, UInt16.max &* 2, Int32.max &+ Int32.max)
let (value, didOverflow) = UInt8(200).multipliedReportingOverflow(by: 2)
print(value, didOverflow, Int.max.addingReportingOverflow(0).overflow)

struct Complex: Equatable, CustomStringConvertible {
    var re: Int, im: Int
    var description: String { im >= 0 ? "\(re)+\(im)i" : "\(re)\(im)i" }
    static func + (a: Complex, b: Complex) -> Complex { Complex(re: a.re + b.re, im: a.im + b.im) }
    static func * (a: Complex, b: Complex) -> Complex {
        Complex(re: a.re * b.re - a.im * b.im, im: a.re * b.im + a.im * b.re)
    }
    static prefix func ~ (z: Complex) -> Complex { Complex(re: z.re, im: -z.im) }
    static func *= (a: inout Complex, b: Complex) { a = a * b }
}
postfix operator ′
postfix func ′ (z: Complex) -> Int { z.re * z.re + z.im * z.im }

precedencegroup PowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator ^^: PowerPrecedence
func ^^ (base: Complex, n: Int) -> Complex { n == 0 ? Complex(re: 1, im: 0) : base * (base ^^ (n - 1)) }
func ^^ (base: Int, n: Int) -> Int { n == 0 ? 1 : base * (base ^^ (n - 1)) }

infix operator <~>: ComparisonPrecedence
func <~> (a: Int, b: Int) -> Bool { abs(a - b) <= 1 }

let i = Complex(re: 0, im: 1)
let z = Complex(re: 3, im: -4)
print(z + i, z * i, ~z, z′, i ^^ 2, i ^^ 4 == Complex(re: 1, im: 0))
var w = Complex(re: 1, im: 1)
w *= w
print(w, 2 ^^ 3 ^^ 2, 2 * 3 ^^ 2, 4 <~> 5, 4 <~> 6, 1 + 2 <~> 4)
print(0b1100 & 0b1010, 0b1100 | 0b1010, 0b1100 ^ 0b1010, UInt8(1).leadingZeroBitCount, 96.trailingZeroBitCount)
// expect: r-x 5
// expect: rw- --x
// expect: 1111000011110000 f0f 8
// expect: 96 62 -8 -128 64
// expect: 128 51 170 255
// expect: 1 127 65534 -2
// expect: 144 true false
// expect: 3-3i 4+3i 3+4i 25 -1+0i true
// expect: 0+2i 512 18 true false true
// expect: 8 14 6 7 5

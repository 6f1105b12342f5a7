// Swift book style (Advanced Operators): bitwise, shifts, overflow operators and custom operators
let initialBits: UInt8 = 0b0000_1111
print(~initialBits)
let a: UInt8 = 0b1111_1100, b: UInt8 = 0b0011_1111
print(a & b, a | b, a ^ b)
print(initialBits << 2, initialBits >> 2, Int8(-8) >> 1)
let colour: UInt32 = 0xCC6699
print((colour & 0xFF0000) >> 16, (colour & 0x00FF00) >> 8, colour & 0x0000FF)

var top = UInt8.max
top = top &+ 1
print(top)
var bottom = Int8.min
bottom = bottom &- 1
print(bottom)
print(Int16.max &* 2)
let (partial, overflow) = Int8(100).addingReportingOverflow(100)
print(partial, overflow)

struct Vec: Equatable {
    var x = 0, y = 0
    static func + (l: Vec, r: Vec) -> Vec { Vec(x: l.x + r.x, y: l.y + r.y) }
    static prefix func - (v: Vec) -> Vec { Vec(x: -v.x, y: -v.y) }
    static func += (l: inout Vec, r: Vec) { l = l + r }
}
prefix operator +++
extension Vec {
    static prefix func +++ (v: inout Vec) -> Vec {
        v += v
        return v
    }
}
infix operator +-: AdditionPrecedence
extension Vec {
    static func +- (l: Vec, r: Vec) -> Vec { Vec(x: l.x + r.x, y: l.y - r.y) }
}
var v1 = Vec(x: 1, y: 2)
let v2 = Vec(x: 3, y: 4)
print(v1 + v2, -v2)
v1 += v2
print(v1, v1 == Vec(x: 4, y: 6))
var v3 = Vec(x: 1, y: 1)
let doubled = +++v3
print(doubled, v3)
print(v1 +- v2 + Vec(x: 10, y: 10))
precedencegroup PowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: PowerPrecedence
func ** (base: Int, exp: Int) -> Int { exp == 0 ? 1 : base * (base ** (exp - 1)) }
print(2 ** 3 ** 2, 1 + 2 * 3 ** 2)

// expect: 240
// expect: 60 255 195
// expect: 60 3 -4
// expect: 204 102 153
// expect: 0
// expect: 127
// expect: -2
// expect: -56 true
// expect: Vec(x: 4, y: 6) Vec(x: -3, y: -4)
// expect: Vec(x: 4, y: 6) true
// expect: Vec(x: 2, y: 2) Vec(x: 2, y: 2)
// expect: Vec(x: 17, y: 12)
// expect: 512 19

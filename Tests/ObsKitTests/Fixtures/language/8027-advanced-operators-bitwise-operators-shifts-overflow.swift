// Swift book style (Advanced Operators): bitwise operators, shifts, overflow operators, Vector2D overloads
let initialBits: UInt8 = 0b00001111
let invertedBits = ~initialBits
print(invertedBits)
let firstSix: UInt8 = 0b11111100
let lastSix: UInt8 = 0b00111111
print(firstSix & lastSix, firstSix | lastSix, firstSix ^ lastSix)
let shiftBits: UInt8 = 4
print(shiftBits << 1, shiftBits << 2, shiftBits << 5, shiftBits << 6, shiftBits >> 2)
let pink: UInt32 = 0xCC6699
let red = (pink & 0xFF0000) >> 16
let green = (pink & 0x00FF00) >> 8
let blue = pink & 0x0000FF
print(red, green, blue)
var unsignedOverflow = UInt8.max
unsignedOverflow = unsignedOverflow &+ 1
print(unsignedOverflow)
var under = UInt8.min
under = under &- 1
print(under)
var signedOverflow = Int8.min
signedOverflow = signedOverflow &- 1
print(signedOverflow)
print(Int8(-4) >> 1, Int8(-128) &* 2)
print(String(0b1011, radix: 2), String(255, radix: 16))
struct Vector2D { var x = 0.0, y = 0.0 }
extension Vector2D {
    static func + (l: Vector2D, r: Vector2D) -> Vector2D { Vector2D(x: l.x + r.x, y: l.y + r.y) }
    static prefix func - (v: Vector2D) -> Vector2D { Vector2D(x: -v.x, y: -v.y) }
    static func += (l: inout Vector2D, r: Vector2D) { l = l + r }
}
extension Vector2D: Equatable {}
let vector = Vector2D(x: 3.0, y: 1.0)
let another = Vector2D(x: 2.0, y: 4.0)
let combined = vector + another
print(combined)
print(-combined)
var original = Vector2D(x: 1.0, y: 2.0)
original += Vector2D(x: 3.0, y: 4.0)
print(original)
print(original == Vector2D(x: 4, y: 6), original != combined)
prefix operator +++
extension Vector2D {
    static prefix func +++ (v: inout Vector2D) -> Vector2D { v += v; return v }
}
var toBeDoubled = Vector2D(x: 1.0, y: 4.0)
let afterDoubling = +++toBeDoubled
print(afterDoubling, toBeDoubled)
infix operator +-: AdditionPrecedence
extension Vector2D {
    static func +- (l: Vector2D, r: Vector2D) -> Vector2D { Vector2D(x: l.x + r.x, y: l.y - r.y) }
}
print(Vector2D(x: 1, y: 2) +- Vector2D(x: 3, y: 4))
// expect: 240
// expect: 60 255 195
// expect: 8 16 128 0 1
// expect: 204 102 153
// expect: 0
// expect: 255
// expect: 127
// expect: -2 0
// expect: 1011 ff
// expect: Vector2D(x: 5.0, y: 5.0)
// expect: Vector2D(x: -5.0, y: -5.0)
// expect: Vector2D(x: 4.0, y: 6.0)
// expect: true true
// expect: Vector2D(x: 2.0, y: 8.0) Vector2D(x: 2.0, y: 8.0)
// expect: Vector2D(x: 4.0, y: -2.0)

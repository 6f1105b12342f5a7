// Compiler test style: bitwise and shift operators, overflow operators, operator overloading and custom operators with precedence groups
let initialBits: UInt8 = 0b00001111
print(~initialBits, initialBits & 0b11111100, initialBits | 0b11110000, initialBits ^ 0b00010001)
let shiftBits: UInt8 = 4
print(shiftBits << 1, shiftBits << 6, shiftBits >> 2, shiftBits << 7)
let pink: UInt32 = 0xCC6699
print((pink & 0xFF0000) >> 16, (pink & 0x00FF00) >> 8, pink & 0x0000FF)
let negative: Int8 = -4
print(negative >> 1, negative << 1)

var unsignedOverflow = UInt8.max
unsignedOverflow = unsignedOverflow &+ 1
print(unsignedOverflow)
var underflow = UInt8.min &- 1
print(underflow)
var signedOverflow = Int8.min
signedOverflow = signedOverflow &- 1
print(signedOverflow, Int8.max &+ 2, Int16(200) &* 200)
underflow = 0b1000_0001
print(underflow.leadingZeroBitCount, underflow.nonzeroBitCount)

struct Vector2D: Equatable { var x = 0.0, y = 0.0 }
extension Vector2D {
    static func + (left: Vector2D, right: Vector2D) -> Vector2D { return Vector2D(x: left.x + right.x, y: left.y + right.y) }
    static prefix func - (vector: Vector2D) -> Vector2D { return Vector2D(x: -vector.x, y: -vector.y) }
    static func += (left: inout Vector2D, right: Vector2D) { left = left + right }
    static prefix func +++ (vector: inout Vector2D) -> Vector2D { vector += vector; return vector }
}
prefix operator +++
infix operator +-: AdditionPrecedence
precedencegroup PowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: PowerPrecedence
extension Vector2D {
    static func +- (left: Vector2D, right: Vector2D) -> Vector2D { return Vector2D(x: left.x + right.x, y: left.y - right.y) }
}
func ** (base: Int, exp: Int) -> Int { var r = 1; for _ in 0..<exp { r *= base }; return r }

var original = Vector2D(x: 1.0, y: 2.0)
let combined = original + Vector2D(x: 2.0, y: 4.0)
print(combined, -combined, combined == Vector2D(x: 3, y: 6))
original += Vector2D(x: 1.0, y: 1.0)
let doubled = +++original
print(doubled, original)
print(Vector2D(x: 1, y: 5) +- Vector2D(x: 2, y: 3))
print(2 ** 3 ** 2, 2 * 3 ** 2, 1 + 2 ** 4)
// expect: 240 12 255 30
// expect: 8 0 1 0
// expect: 204 102 153
// expect: -2 -8
// expect: 0
// expect: 255
// expect: 127 -127 -25536
// expect: 0 2
// expect: Vector2D(x: 3.0, y: 6.0) Vector2D(x: -3.0, y: -6.0) true
// expect: Vector2D(x: 4.0, y: 6.0) Vector2D(x: 4.0, y: 6.0)
// expect: Vector2D(x: 3.0, y: 2.0)
// expect: 512 18 17

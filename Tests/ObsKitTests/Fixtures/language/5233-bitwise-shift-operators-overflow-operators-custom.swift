// Book style (Advanced Operators): bitwise and shift operators, overflow operators and custom operators with a precedence group
let initialBits: UInt8 = 0b00001111
let invertedBits = ~initialBits
print(invertedBits, String(invertedBits, radix: 2))
let firstSixBits: UInt8 = 0b11111100
let lastSixBits: UInt8 = 0b00111111
print(firstSixBits & lastSixBits, firstSixBits | lastSixBits, firstSixBits ^ lastSixBits)
let shiftBits: UInt8 = 4
print(shiftBits << 1, shiftBits << 5, shiftBits << 6, shiftBits >> 2)
let pink: UInt32 = 0xCC6699
let redComponent = (pink & 0xFF0000) >> 16
let greenComponent = (pink & 0x00FF00) >> 8
let blueComponent = pink & 0x0000FF
print(redComponent, greenComponent, blueComponent)
let negative: Int8 = -4
print(negative >> 1, negative << 1, Int8(bitPattern: 0b1111_1100))

var unsignedOverflow = UInt8.max
unsignedOverflow = unsignedOverflow &+ 1
print(unsignedOverflow)
var underflow = UInt8.min
underflow = underflow &- 1
print(underflow)
var signedOverflow = Int8.min
signedOverflow = signedOverflow &- 1
print(signedOverflow)
print(Int16(200) &* 200, (Int8(100)).addingReportingOverflow(100))
print(UInt8(0b1011_0000).leadingZeroBitCount, UInt16(40).trailingZeroBitCount, 255.nonzeroBitCount)

struct Vector2D { var x = 0.0, y = 0.0 }
extension Vector2D {
    static func + (left: Vector2D, right: Vector2D) -> Vector2D {
        Vector2D(x: left.x + right.x, y: left.y + right.y)
    }
    static prefix func - (vector: Vector2D) -> Vector2D { Vector2D(x: -vector.x, y: -vector.y) }
    static func += (left: inout Vector2D, right: Vector2D) { left = left + right }
}
extension Vector2D: Equatable {}
prefix operator +++
extension Vector2D {
    static prefix func +++ (vector: inout Vector2D) -> Vector2D {
        vector += vector
        return vector
    }
}
infix operator +-: AdditionPrecedence
extension Vector2D {
    static func +- (left: Vector2D, right: Vector2D) -> Vector2D {
        Vector2D(x: left.x + right.x, y: left.y - right.y)
    }
}
precedencegroup ExponentiationPrecedence {
    associativity: right
    higherThan: MultiplicationPrecedence
}
infix operator **: ExponentiationPrecedence
func ** (base: Int, power: Int) -> Int {
    var result = 1
    for _ in 0..<power { result *= base }
    return result
}
var original = Vector2D(x: 1.0, y: 2.0)
let combined = original + Vector2D(x: 2.0, y: 4.0)
print(combined, -combined)
var toBeDoubled = Vector2D(x: 1.0, y: 4.0)
let afterDoubling = +++toBeDoubled
print(afterDoubling, toBeDoubled == afterDoubling)
print(Vector2D(x: 1.0, y: 2.0) +- Vector2D(x: 2.0, y: 3.0) + Vector2D(x: 0.5, y: 0.5))
print(2 ** 3 ** 2, 2 * 3 ** 2, 1 + 2 ** 4)

// expect: 240 11110000
// expect: 60 255 195
// expect: 8 128 0 1
// expect: 204 102 153
// expect: -2 -8 -4
// expect: 0
// expect: 255
// expect: 127
// expect: -25536 (partialValue: -56, overflow: true)
// expect: 0 3 8
// expect: Vector2D(x: 3.0, y: 6.0) Vector2D(x: -3.0, y: -6.0)
// expect: Vector2D(x: 2.0, y: 8.0) true
// expect: Vector2D(x: 3.5, y: -0.5)
// expect: 512 18 17

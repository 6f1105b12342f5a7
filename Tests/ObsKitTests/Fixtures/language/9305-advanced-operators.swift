// Bitwise, overflow, custom and operator overloading
// expected output: swiftc 6.3.1 (Linux), run on this machine
let initialBits: UInt8 = 0b00001111
let invertedBits = ~initialBits
print(String(invertedBits, radix: 2))
let firstSixBits: UInt8 = 0b11111100
let lastSixBits: UInt8 = 0b00111111
print(String(firstSixBits & lastSixBits, radix: 2))
print(String(firstSixBits | lastSixBits, radix: 2))
print(String(firstSixBits ^ lastSixBits, radix: 2))

let pink: UInt32 = 0xCC6699
let redComponent = (pink & 0xFF0000) >> 16
let greenComponent = (pink & 0x00FF00) >> 8
let blueComponent = pink & 0x0000FF
print(redComponent, greenComponent, blueComponent)

var unsignedOverflow = UInt8.max
unsignedOverflow = unsignedOverflow &+ 1
print("UInt8.max &+ 1 = \(unsignedOverflow)")
var signedOverflow = Int8.min
signedOverflow = signedOverflow &- 1
print("Int8.min &- 1 = \(signedOverflow)")
let (partial, overflow) = Int16.max.addingReportingOverflow(1)
print("partial: \(partial), overflow: \(overflow)")
print(Int8(-4) >> 1, Int8(-4) << 1)

struct Vector2D: Equatable {
    var x = 0.0, y = 0.0
}
extension Vector2D {
    static func + (left: Vector2D, right: Vector2D) -> Vector2D {
        Vector2D(x: left.x + right.x, y: left.y + right.y)
    }
    static prefix func - (vector: Vector2D) -> Vector2D {
        Vector2D(x: -vector.x, y: -vector.y)
    }
    static func += (left: inout Vector2D, right: Vector2D) {
        left = left + right
    }
}
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
let vector = Vector2D(x: 3.0, y: 1.0)
let anotherVector = Vector2D(x: 2.0, y: 4.0)
let combined = vector + anotherVector
print("combined: (\(combined.x), \(combined.y))")
let negative = -vector
print("negative: (\(negative.x), \(negative.y))")
var toBeDoubled = Vector2D(x: 1.0, y: 4.0)
let afterDoubling = +++toBeDoubled
print("doubled: (\(afterDoubling.x), \(afterDoubling.y))")
let plusMinus = vector +- anotherVector
print("plusMinus: (\(plusMinus.x), \(plusMinus.y))")
print("equal: \(vector == Vector2D(x: 3.0, y: 1.0)), \(vector == anotherVector)")

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
// expect: 11110000
// expect: 111100
// expect: 11111111
// expect: 11000011
// expect: 204 102 153
// expect: UInt8.max &+ 1 = 0
// expect: Int8.min &- 1 = 127
// expect: partial: -32768, overflow: true
// expect: -2 -8
// expect: combined: (5.0, 5.0)
// expect: negative: (-3.0, -1.0)
// expect: doubled: (2.0, 8.0)
// expect: plusMinus: (5.0, -3.0)
// expect: equal: true, false
// expect: 512 18
// expect: set bits: 4, leading zeros: 0, trailing: 1

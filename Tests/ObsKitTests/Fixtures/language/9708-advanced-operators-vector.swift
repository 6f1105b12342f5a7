// Swift book, "Advanced Operators": bitwise ops and shifts, overflow operators, operator methods, prefix/compound/custom infix operators with precedence groups
let initialBits: UInt8 = 0b00001111
print(String(~initialBits, radix: 2), String(initialBits << 2, radix: 2), initialBits >> 1)
let firstBits: UInt8 = 0b11111100, otherBits: UInt8 = 0b00111111
print(firstBits & otherBits, firstBits | otherBits, firstBits ^ otherBits)
let pink: UInt32 = 0xCC6699
let red = (pink & 0xFF0000) >> 16, green = (pink & 0x00FF00) >> 8, blue = pink & 0x0000FF
print(red, green, blue)
print(Int8(-4) >> 1, Int8(-4) << 1, Int8(bitPattern: 0b1000_0001))

var unsignedOverflow = UInt8.max
unsignedOverflow = unsignedOverflow &+ 1
var signedOverflow = Int8.min
signedOverflow = signedOverflow &- 1
print(unsignedOverflow, signedOverflow, Int16.max &* 2)
let (partial, overflow) = Int8(100).addingReportingOverflow(100)
print(partial, overflow)

struct Vector2D: Equatable, CustomStringConvertible {
    var x = 0.0, y = 0.0
    var description: String { "(\(x), \(y))" }
    static func + (left: Vector2D, right: Vector2D) -> Vector2D {
        Vector2D(x: left.x + right.x, y: left.y + right.y)
    }
    static prefix func - (vector: Vector2D) -> Vector2D { Vector2D(x: -vector.x, y: -vector.y) }
    static func += (left: inout Vector2D, right: Vector2D) { left = left + right }
    static func * (scalar: Double, v: Vector2D) -> Vector2D { Vector2D(x: scalar * v.x, y: scalar * v.y) }
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

precedencegroup DotProductPrecedence {
    higherThan: AdditionPrecedence
    lowerThan: MultiplicationPrecedence
    associativity: none
}
infix operator •: DotProductPrecedence
func • (a: Vector2D, b: Vector2D) -> Double { a.x * b.x + a.y * b.y }

let vector = Vector2D(x: 3.0, y: 1.0)
let another = Vector2D(x: 2.0, y: 4.0)
print(vector + another, -vector)
var original = Vector2D(x: 1.0, y: 2.0)
original += Vector2D(x: 2.0, y: 3.0)
print(original)
var toBeDoubled = Vector2D(x: 1.0, y: 4.0)
let afterDoubling = +++toBeDoubled
print(toBeDoubled, afterDoubling)
print(vector +- another, vector +- another + another)
print(vector • another + 1, 2 * vector • another)
print(vector == Vector2D(x: 3, y: 1), vector != another)

infix operator ^^: MultiplicationPrecedence
func ^^ (base: Int, exp: Int) -> Int { (0..<exp).reduce(1) { acc, _ in acc * base } }
print(2 ^^ 10, 3 ^^ 3 + 1, (2 ^^ 3) ^^ 2)

// expect: 11110000 111100 7
// expect: 60 255 195
// expect: 204 102 153
// expect: -2 -8 -127
// expect: 0 127 -2
// expect: -56 true
// expect: (5.0, 5.0) (-3.0, -1.0)
// expect: (3.0, 5.0)
// expect: (2.0, 8.0) (2.0, 8.0)
// expect: (5.0, -3.0) (7.0, 1.0)
// expect: 11.0 20.0
// expect: true true
// expect: 1024 28 64

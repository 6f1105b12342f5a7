// Swift book style: Advanced Operators - operator methods, prefix/postfix, compound assignment, equivalence, custom infix with precedence groups
struct Vector2D {
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
let vector = Vector2D(x: 3.0, y: 1.0)
let anotherVector = Vector2D(x: 2.0, y: 4.0)
let combinedVector = vector + anotherVector
print(combinedVector.x, combinedVector.y)
let positive = Vector2D(x: 3.0, y: 4.0)
let negative = -positive
let alsoPositive = -negative
print(negative, alsoPositive)
var original = Vector2D(x: 1.0, y: 2.0)
let vectorToAdd = Vector2D(x: 3.0, y: 4.0)
original += vectorToAdd
print(original)

extension Vector2D: Equatable {}
let twoThree = Vector2D(x: 2.0, y: 3.0)
let anotherTwoThree = Vector2D(x: 2.0, y: 3.0)
if twoThree == anotherTwoThree {
    print("These two vectors are equivalent.")
}
print(twoThree != original)

prefix operator +++
extension Vector2D {
    static prefix func +++ (vector: inout Vector2D) -> Vector2D {
        vector += vector
        return vector
    }
}
var toBeDoubled = Vector2D(x: 1.0, y: 4.0)
let afterDoubling = +++toBeDoubled
print(toBeDoubled, afterDoubling)

infix operator +-: AdditionPrecedence
extension Vector2D {
    static func +- (left: Vector2D, right: Vector2D) -> Vector2D {
        Vector2D(x: left.x + right.x, y: left.y - right.y)
    }
}
let firstVector = Vector2D(x: 1.0, y: 2.0)
let secondVector = Vector2D(x: 3.0, y: 4.0)
let plusMinusVector = firstVector +- secondVector
print(plusMinusVector)

precedencegroup ExponentiationPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: ExponentiationPrecedence
func ** (base: Int, exp: Int) -> Int {
    var result = 1
    for _ in 0..<exp { result *= base }
    return result
}
print(2 ** 3 ** 2, (2 ** 3) ** 2, 3 * 2 ** 2, 1 + 2 ** 4)

precedencegroup PipePrecedence {
    associativity: left
    lowerThan: AdditionPrecedence
}
infix operator |>: PipePrecedence
func |> <A, B>(value: A, f: (A) -> B) -> B { f(value) }
let piped = 3 + 4 |> { $0 * 10 } |> { "value=\($0)" }
print(piped)

postfix operator ^^
postfix func ^^ (n: Int) -> Int { n <= 1 ? 1 : (1...n).reduce(1, *) }
print(5^^, 0^^, 3^^ + 1)

infix operator <=>: ComparisonPrecedence
func <=> <T: Comparable>(a: T, b: T) -> Int { a < b ? -1 : (a == b ? 0 : 1) }
print(1 <=> 2, "b" <=> "a", 3.0 <=> 3.0)

extension Vector2D {
    static func * (v: Vector2D, k: Double) -> Vector2D { Vector2D(x: v.x * k, y: v.y * k) }
    static func * (v: Vector2D, w: Vector2D) -> Double { v.x * w.x + v.y * w.y }
}
let scaled = Vector2D(x: 1, y: 2) * 3 + Vector2D(x: 0.5, y: 0.5)
print(scaled, Vector2D(x: 1, y: 2) * Vector2D(x: 3, y: 4))

struct Money: Comparable, CustomStringConvertible {
    var cents: Int
    static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    static func -= (a: inout Money, b: Money) { a.cents -= b.cents }
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}
var wallet = Money(cents: 1005)
wallet -= Money(cents: 250)
print(wallet, wallet + Money(cents: 45), [Money(cents: 3), Money(cents: 1)].max()!, wallet > Money(cents: 700))

// expect: 5.0 5.0
// expect: Vector2D(x: -3.0, y: -4.0) Vector2D(x: 3.0, y: 4.0)
// expect: Vector2D(x: 4.0, y: 6.0)
// expect: These two vectors are equivalent.
// expect: true
// expect: Vector2D(x: 2.0, y: 8.0) Vector2D(x: 2.0, y: 8.0)
// expect: Vector2D(x: 4.0, y: -2.0)
// expect: 512 64 12 17
// expect: value=70
// expect: 120 1 7
// expect: -1 1 0
// expect: Vector2D(x: 3.5, y: 6.5) 11.0
// expect: $7.55 $8.00 $0.03 true

// Swift book style: Advanced Operators: operator methods, prefix/postfix, compound assignment, custom precedence
struct Vector2D: Equatable, CustomStringConvertible {
    var x = 0.0, y = 0.0
    var description: String { "(\(x), \(y))" }
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
    static func * (scalar: Double, v: Vector2D) -> Vector2D { Vector2D(x: scalar * v.x, y: scalar * v.y) }
}
let vector = Vector2D(x: 3.0, y: 1.0)
let anotherVector = Vector2D(x: 2.0, y: 4.0)
let combinedVector = vector + anotherVector
print(combinedVector)
let positive = Vector2D(x: 3.0, y: 4.0)
let negative = -positive
let alsoPositive = -negative
print(negative, alsoPositive)
var original = Vector2D(x: 1.0, y: 2.0)
let vectorToAdd = Vector2D(x: 3.0, y: 4.0)
original += vectorToAdd
print(original, original == Vector2D(x: 4.0, y: 6.0), original != vectorToAdd)

prefix operator +++
extension Vector2D {
    static prefix func +++ (vector: inout Vector2D) -> Vector2D {
        vector += vector
        return vector
    }
}
var toBeDoubled = Vector2D(x: 1.0, y: 4.0)
let afterDoubling = +++toBeDoubled
print(afterDoubling, toBeDoubled)

infix operator +-: AdditionPrecedence
extension Vector2D {
    static func +- (left: Vector2D, right: Vector2D) -> Vector2D {
        Vector2D(x: left.x + right.x, y: left.y - right.y)
    }
}
let firstVector = Vector2D(x: 1.0, y: 2.0)
let secondVector = Vector2D(x: 3.0, y: 4.0)
print(firstVector +- secondVector)
print(firstVector +- secondVector + firstVector, 2 * firstVector + secondVector)

precedencegroup ExponentPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: ExponentPrecedence
func ** (base: Int, exponent: Int) -> Int {
    var result = 1
    for _ in 0..<exponent { result *= base }
    return result
}
print(2 ** 3 ** 2, 2 * 3 ** 2, (2 ** 3) ** 2, 10 - 2 ** 3)

precedencegroup PipePrecedence {
    associativity: left
    lowerThan: AdditionPrecedence
}
infix operator |>: PipePrecedence
func |> <A, B>(value: A, f: (A) -> B) -> B { f(value) }
print(3 + 4 |> { $0 * 10 } |> String.init |> { "<\($0)>" })

postfix operator %
postfix func % (value: Double) -> Double { value / 100 }
print(25%, 200 * 15%)

infix operator ??=: AssignmentPrecedence
func ??= <T>(lhs: inout T?, rhs: @autoclosure () -> T) { if lhs == nil { lhs = rhs() } }
var nickname: String?
nickname ??= "Ace"
nickname ??= "Never used"
print(nickname!)
struct Money: Comparable {
    var cents: Int
    static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
}
let prices = [Money(cents: 250), Money(cents: 99), Money(cents: 1200)]
print(prices.reduce(Money(cents: 0), +).cents, prices.max()!.cents, prices.sorted().map(\.cents), Money(cents: 5) >= Money(cents: 5))

// expect: (5.0, 5.0)
// expect: (-3.0, -4.0) (3.0, 4.0)
// expect: (4.0, 6.0) true true
// expect: (2.0, 8.0) (2.0, 8.0)
// expect: (4.0, -2.0)
// expect: (5.0, 0.0) (5.0, 8.0)
// expect: 512 18 64 2
// expect: <70>
// expect: 0.25 30.0
// expect: Ace
// expect: 1549 1200 [99, 250, 1200] true

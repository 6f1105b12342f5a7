// Swift book style: operator methods, custom operators and precedence groups
// Checks: infix + on a struct, prefix -, compound +=, == via Equatable, a custom prefix
// operator +++, a custom infix operator in an existing precedence group, a new
// precedence group with associativity, and postfix operators.

struct Vector2D: Equatable, CustomStringConvertible {
    var x = 0.0, y = 0.0
    var description: String { "(\(x), \(y))" }
}

extension Vector2D {
    static func + (left: Vector2D, right: Vector2D) -> Vector2D {
        return Vector2D(x: left.x + right.x, y: left.y + right.y)
    }
    static prefix func - (vector: Vector2D) -> Vector2D {
        return Vector2D(x: -vector.x, y: -vector.y)
    }
    static func += (left: inout Vector2D, right: Vector2D) {
        left = left + right
    }
    static prefix func +++ (vector: inout Vector2D) -> Vector2D {
        vector += vector
        return vector
    }
}
prefix operator +++

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
print(original)

let twoThree = Vector2D(x: 2.0, y: 3.0)
let anotherTwoThree = Vector2D(x: 2.0, y: 3.0)
if twoThree == anotherTwoThree {
    print("These two vectors are equivalent.")
}

var toBeDoubled = Vector2D(x: 1.0, y: 4.0)
let afterDoubling = +++toBeDoubled
print(toBeDoubled, afterDoubling)

infix operator +-: AdditionPrecedence
extension Vector2D {
    static func +- (left: Vector2D, right: Vector2D) -> Vector2D {
        return Vector2D(x: left.x + right.x, y: left.y - right.y)
    }
}
let firstVector = Vector2D(x: 1.0, y: 2.0)
let secondVector = Vector2D(x: 3.0, y: 4.0)
let plusMinusVector = firstVector +- secondVector
print(plusMinusVector)

// Precedence relative to multiplication
infix operator *^: MultiplicationPrecedence
extension Vector2D {
    static func *^ (left: Vector2D, scale: Double) -> Vector2D {
        Vector2D(x: left.x * scale, y: left.y * scale)
    }
}
print(firstVector + secondVector *^ 2)
print(firstVector +- secondVector *^ 10)

// A new precedence group, higher than multiplication, right associative
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
print(2 ** 3 ** 2)
print(2 * 3 ** 2)
print((2 ** 3) ** 2)

// A left-associative group lower than addition
precedencegroup PipePrecedence {
    associativity: left
    lowerThan: AdditionPrecedence
}
infix operator |>: PipePrecedence
func |> <T, U>(value: T, transform: (T) -> U) -> U { transform(value) }
let piped = 3 + 4 |> { $0 * 10 } |> { "result \($0)" }
print(piped)

// Postfix operator
postfix operator ~~
postfix func ~~ (n: Int) -> Int {
    n <= 1 ? 1 : n * (n - 2)~~
}
print(5~~, 6~~, 1~~)

// Overloading an existing operator for a new type combination
func * (left: String, right: Int) -> String {
    String(repeating: left, count: right)
}
print("ab" * 3, "-" * 5 + ">")

// Custom comparison operator for tuples of vectors
infix operator ≈: ComparisonPrecedence
func ≈ (a: Double, b: Double) -> Bool { (a - b) < 0.001 && (b - a) < 0.001 }
print(0.1 + 0.2 ≈ 0.3, 1.0 ≈ 1.1)

// expect: (5.0, 5.0)
// expect: (-3.0, -4.0) (3.0, 4.0)
// expect: (4.0, 6.0)
// expect: These two vectors are equivalent.
// expect: (2.0, 8.0) (2.0, 8.0)
// expect: (4.0, -2.0)
// expect: (7.0, 10.0)
// expect: (31.0, -38.0)
// expect: 512
// expect: 18
// expect: 64
// expect: result 70
// expect: 15 48 1
// expect: ababab ----->
// expect: true false

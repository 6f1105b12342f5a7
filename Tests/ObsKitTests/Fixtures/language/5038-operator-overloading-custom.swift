// Advanced operators: operator methods, prefix/postfix, compound assignment, custom operators, precedence groups
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Vector2D: Equatable, CustomStringConvertible {
    var x = 0.0, y = 0.0
    var description: String { "(\(x), \(y))" }
}
extension Vector2D {
    static func + (left: Vector2D, right: Vector2D) -> Vector2D {
        Vector2D(x: left.x + right.x, y: left.y + right.y)
    }
    static prefix func - (v: Vector2D) -> Vector2D { Vector2D(x: -v.x, y: -v.y) }
    static func += (left: inout Vector2D, right: Vector2D) { left = left + right }
    static func * (v: Vector2D, k: Double) -> Vector2D { Vector2D(x: v.x * k, y: v.y * k) }
}
let vector = Vector2D(x: 3.0, y: 1.0)
let another = Vector2D(x: 2.0, y: 4.0)
print(vector + another)
print(-vector)
var original = Vector2D(x: 1.0, y: 2.0)
original += Vector2D(x: 3.0, y: 4.0)
print(original, original == Vector2D(x: 4, y: 6), original * 0.5)

prefix operator +++
extension Vector2D {
    static prefix func +++ (v: inout Vector2D) -> Vector2D {
        v += v
        return v
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
print(Vector2D(x: 1.0, y: 2.0) +- Vector2D(x: 3.0, y: 4.0) * 2)

precedencegroup ExponentPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: ExponentPrecedence
func ** (base: Int, exp: Int) -> Int {
    var r = 1
    for _ in 0..<exp { r *= base }
    return r
}
print(2 ** 3 ** 2, 2 * 3 ** 2, (2 ** 3) ** 2)

postfix operator %%
postfix func %% (x: Double) -> Double { x / 100 }
print(50.0%% * 8)

infix operator |>: AdditionPrecedence
func |> <A, B>(x: A, f: (A) -> B) -> B { f(x) }
print(3 |> { $0 * 10 } |> String.init |> { $0 + "!" })

struct Money: Comparable {
    var cents: Int
    static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
}
let prices = [Money(cents: 250), Money(cents: 199), Money(cents: 1000)]
print(prices.max()!.cents, prices.reduce(Money(cents: 0), +).cents, Money(cents: 1) <= Money(cents: 1))
// expect: (5.0, 5.0)
// expect: (-3.0, -1.0)
// expect: (4.0, 6.0) true (2.0, 3.0)
// expect: (2.0, 8.0) (2.0, 8.0)
// expect: (7.0, -6.0)
// expect: 512 18 64
// expect: 4.0
// expect: 30!
// expect: 1000 1449 true

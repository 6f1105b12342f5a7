// The Swift Programming Language style (Advanced Operators): Vector2D operator functions, compound assignment, prefix/postfix operators, custom infix operators with precedence groups, and Equatable
struct Vector2D: CustomStringConvertible, Equatable {
    var x = 0.0, y = 0.0
    var description: String { "(\(x), \(y))" }
}

extension Vector2D {
    static func + (l: Vector2D, r: Vector2D) -> Vector2D { Vector2D(x: l.x + r.x, y: l.y + r.y) }
    static prefix func - (v: Vector2D) -> Vector2D { Vector2D(x: -v.x, y: -v.y) }
    static func += (l: inout Vector2D, r: Vector2D) { l = l + r }
    static func * (v: Vector2D, k: Double) -> Vector2D { Vector2D(x: v.x * k, y: v.y * k) }
}

let v = Vector2D(x: 3.0, y: 1.0)
let w = Vector2D(x: 2.0, y: 4.0)
print(v + w, -v)
var acc = Vector2D(x: 1, y: 1)
acc += w
acc += -v
print(acc, acc == Vector2D(x: 0, y: 4), acc != v)

prefix operator +++
postfix operator ~~
extension Vector2D {
    static prefix func +++ (v: inout Vector2D) -> Vector2D {
        v += v
        return v
    }
    static postfix func ~~ (v: Vector2D) -> Vector2D { Vector2D(x: v.y, y: v.x) }
}
var dbl = Vector2D(x: 1.0, y: 4.0)
let after = +++dbl
print(after, dbl, dbl~~)

infix operator +- : AdditionPrecedence
extension Vector2D {
    static func +- (l: Vector2D, r: Vector2D) -> Vector2D { Vector2D(x: l.x + r.x, y: l.y - r.y) }
}
print(Vector2D(x: 1, y: 2) +- Vector2D(x: 3, y: 4))
print(Vector2D(x: 1, y: 2) +- Vector2D(x: 3, y: 4) * 2)

precedencegroup PowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator ** : PowerPrecedence
func ** (base: Int, exp: Int) -> Int {
    var r = 1
    for _ in 0..<exp { r *= base }
    return r
}
print(2 ** 3 ** 2, 3 * 2 ** 2, (2 ** 3) ** 2)

infix operator <~> : ComparisonPrecedence
func <~> (a: Double, b: Double) -> Bool { abs(a - b) < 0.01 }
print(0.1 + 0.2 <~> 0.3, 1.0 <~> 1.1)

precedencegroup PipePrecedence {
    associativity: left
    lowerThan: TernaryPrecedence
}
infix operator |> : PipePrecedence
func |> <A, B>(x: A, f: (A) -> B) -> B { f(x) }
print(5 |> { $0 + 1 } |> { $0 * 10 } |> String.init)

// expect: (5.0, 5.0) (-3.0, -1.0)
// expect: (0.0, 4.0) true true
// expect: (2.0, 8.0) (2.0, 8.0) (8.0, 2.0)
// expect: (4.0, -2.0)
// expect: (7.0, -6.0)
// expect: 512 12 64
// expect: true false
// expect: 60

// Swift book style (Advanced Operators): operator methods on a vector type, prefix and compound assignment operators, equivalence operators, and custom operators with precedence groups
struct Vector2D: Equatable {
    var x = 0.0, y = 0.0
    static func + (l: Vector2D, r: Vector2D) -> Vector2D { Vector2D(x: l.x + r.x, y: l.y + r.y) }
    static prefix func - (v: Vector2D) -> Vector2D { Vector2D(x: -v.x, y: -v.y) }
    static func += (l: inout Vector2D, r: Vector2D) { l = l + r }
}
let a = Vector2D(x: 3, y: 1), b = Vector2D(x: 2, y: 4)
let sum = a + b
print(sum.x, sum.y)
let opposite = -a
print(opposite.x, opposite.y)
var orig = Vector2D(x: 1, y: 2)
orig += Vector2D(x: 2, y: 3)
print(orig.x, orig.y, orig == Vector2D(x: 3, y: 5), orig != a)

prefix operator +++
extension Vector2D {
    static prefix func +++ (v: inout Vector2D) -> Vector2D {
        v += v
        return v
    }
}
var toBeDoubled = Vector2D(x: 1, y: 4)
let afterDoubling = +++toBeDoubled
print(toBeDoubled.x, afterDoubling.y)

infix operator +- : AdditionPrecedence
extension Vector2D {
    static func +- (l: Vector2D, r: Vector2D) -> Vector2D { Vector2D(x: l.x + r.x, y: l.y - r.y) }
}
let pm = Vector2D(x: 1, y: 2) +- Vector2D(x: 3, y: 4)
print(pm.x, pm.y)

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
print(2 ** 3 ** 2, 2 * 3 ** 2, (2 ** 3) ** 2)

precedencegroup PipePrecedence {
    associativity: left
    lowerThan: AdditionPrecedence
}
infix operator |> : PipePrecedence
func |> <T, U>(v: T, f: (T) -> U) -> U { f(v) }
let piped: String = 3 + 4 |> { (n: Int) -> Int in n * 10 } |> { (n: Int) -> String in "\(n)!" }
print(piped)

postfix operator %%
postfix func %% (v: Double) -> Double { v / 100 }
print(50.0%% * 8)
infix operator <=> : ComparisonPrecedence
func <=> (a: Int, b: Int) -> Int { a < b ? -1 : (a == b ? 0 : 1) }
print([3 <=> 5, 5 <=> 5, 9 <=> 1])

// expect: 5.0 5.0
// expect: -3.0 -1.0
// expect: 3.0 5.0 true true
// expect: 2.0 8.0
// expect: 4.0 -2.0
// expect: 512 18 64
// expect: 70!
// expect: 4.0
// expect: [-1, 0, 1]

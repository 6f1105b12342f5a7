// Advanced operators: operator methods on a struct (`+`, `-`, prefix `-`, `+=`, `==`, `*` with a scalar), custom prefix and infix operators.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Vector2D: Equatable, CustomStringConvertible {
    var x = 0.0, y = 0.0
    var description: String { "(\(x), \(y))" }

    static func + (l: Vector2D, r: Vector2D) -> Vector2D { Vector2D(x: l.x + r.x, y: l.y + r.y) }
    static func - (l: Vector2D, r: Vector2D) -> Vector2D { Vector2D(x: l.x - r.x, y: l.y - r.y) }
    static prefix func - (v: Vector2D) -> Vector2D { Vector2D(x: -v.x, y: -v.y) }
    static func += (l: inout Vector2D, r: Vector2D) { l = l + r }
    static func * (v: Vector2D, k: Double) -> Vector2D { Vector2D(x: v.x * k, y: v.y * k) }
    static func * (k: Double, v: Vector2D) -> Vector2D { v * k }
}

prefix operator +++
extension Vector2D {
    static prefix func +++ (v: inout Vector2D) -> Vector2D {
        v += v
        return v
    }
}

infix operator •: MultiplicationPrecedence
func • (l: Vector2D, r: Vector2D) -> Double { l.x * r.x + l.y * r.y }

let a = Vector2D(x: 3, y: 1)
let b = Vector2D(x: 2, y: 4)
print(a + b, a - b, -a)
var c = a
c += b
print(c, c == Vector2D(x: 5, y: 5), c != a)
print(a * 2, 0.5 * b)
var d = Vector2D(x: 1, y: 2)
let e = +++d
print(d, e)
print(a • b, a • b + 1)
print([a, b, c].reduce(Vector2D(), +))

// expect: (5.0, 5.0) (1.0, -3.0) (-3.0, -1.0)
// expect: (5.0, 5.0) true true
// expect: (6.0, 2.0) (1.0, 2.0)
// expect: (2.0, 4.0) (2.0, 4.0)
// expect: 10.0 11.0
// expect: (10.0, 10.0)

// Compiler test style: operator overloading on structs including compound assignment
struct Vec2: Equatable, CustomStringConvertible {
    var x: Double, y: Double
    var description: String { "(\(x), \(y))" }
    static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(x: a.x - b.x, y: a.y - b.y) }
    static func * (a: Vec2, k: Double) -> Vec2 { Vec2(x: a.x * k, y: a.y * k) }
    static func * (k: Double, a: Vec2) -> Vec2 { a * k }
    static prefix func - (a: Vec2) -> Vec2 { Vec2(x: -a.x, y: -a.y) }
    static func += (a: inout Vec2, b: Vec2) { a = a + b }
    static func *= (a: inout Vec2, k: Double) { a = a * k }
}
infix operator •: MultiplicationPrecedence
func • (a: Vec2, b: Vec2) -> Double { a.x * b.x + a.y * b.y }

let a = Vec2(x: 1, y: 2)
let b = Vec2(x: 3, y: -1)
print(a + b)
print(a - b * 2)
print(2 * a + b)
print(-a)
print(a • b + 1)
var c = a
c += b
c *= 0.5
print(c)
print(c == Vec2(x: 2, y: 0.5), c != a)

// expect: (4.0, 1.0)
// expect: (-5.0, 4.0)
// expect: (5.0, 3.0)
// expect: (-1.0, -2.0)
// expect: 2.0
// expect: (2.0, 0.5)
// expect: true true

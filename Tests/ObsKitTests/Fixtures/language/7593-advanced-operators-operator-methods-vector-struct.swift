// Swift book style (Advanced Operators): operator methods on a vector struct with prefix, infix and compound assignment
struct Vec2 {
    var x = 0.0, y = 0.0
}
extension Vec2 {
    static func + (lhs: Vec2, rhs: Vec2) -> Vec2 {
        Vec2(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }
    static func - (lhs: Vec2, rhs: Vec2) -> Vec2 {
        Vec2(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }
    static prefix func - (v: Vec2) -> Vec2 {
        Vec2(x: -v.x, y: -v.y)
    }
    static func += (lhs: inout Vec2, rhs: Vec2) {
        lhs = lhs + rhs
    }
    static func * (scale: Double, v: Vec2) -> Vec2 {
        Vec2(x: scale * v.x, y: scale * v.y)
    }
}
extension Vec2: Equatable {}
extension Vec2: CustomStringConvertible {
    var description: String { "(\(x), \(y))" }
}
let a = Vec2(x: 3.0, y: 1.0)
let b = Vec2(x: 2.0, y: 4.0)
print(a + b)
print(a - b)
print(-a)
var acc = Vec2()
for v in [a, b, a] {
    acc += v
}
print(acc)
print(2.5 * b)
print(a == Vec2(x: 3, y: 1), a != b)
let total = [a, b, -b].reduce(Vec2(), +)
print("total \(total)")
// expect: (5.0, 5.0)
// expect: (1.0, -3.0)
// expect: (-3.0, -1.0)
// expect: (8.0, 6.0)
// expect: (5.0, 10.0)
// expect: true true
// expect: total (3.0, 1.0)

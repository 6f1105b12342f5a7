// Swift book style: Vector2D operator methods including prefix, compound assignment, and equality
struct Vector2D {
    var x = 0.0, y = 0.0
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
    static func * (v: Vector2D, k: Double) -> Vector2D {
        Vector2D(x: v.x * k, y: v.y * k)
    }
}

extension Vector2D: Equatable {}

let a = Vector2D(x: 3.0, y: 1.0)
let b = Vector2D(x: 2.0, y: 4.0)
let c = a + b
print(c)
let negated = -c
print(negated)
let alsoPositive = -negated
print(alsoPositive == c)
var original = Vector2D(x: 1.0, y: 2.0)
original += Vector2D(x: 3.0, y: 4.0)
print(original.x, original.y)
print(a * 2.5)
print(a == b, a != b, c == Vector2D(x: 5, y: 5))
var acc = Vector2D()
for v in [a, b, -a] { acc += v }
print(acc)
// expect: Vector2D(x: 5.0, y: 5.0)
// expect: Vector2D(x: -5.0, y: -5.0)
// expect: true
// expect: 4.0 6.0
// expect: Vector2D(x: 7.5, y: 2.5)
// expect: false true true
// expect: Vector2D(x: 2.0, y: 4.0)

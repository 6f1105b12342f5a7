// App code style: a generic 2D vector over Numeric with operators and a FloatingPoint length extension
struct Vector2<T: Numeric>: Equatable, CustomStringConvertible {
    var x: T
    var y: T

    init(_ x: T, _ y: T) {
        self.x = x
        self.y = y
    }

    static func zero() -> Vector2 {
        return Vector2(0, 0)
    }

    static var unitX: Vector2 { Vector2(1, 0) }
    static var unitY: Vector2 { Vector2(0, 1) }

    var description: String { "(\(x), \(y))" }

    func dot(_ other: Vector2) -> T {
        return x * other.x + y * other.y
    }

    static func + (lhs: Vector2, rhs: Vector2) -> Vector2 {
        Vector2(lhs.x + rhs.x, lhs.y + rhs.y)
    }

    static func - (lhs: Vector2, rhs: Vector2) -> Vector2 {
        Vector2(lhs.x - rhs.x, lhs.y - rhs.y)
    }

    static func * (lhs: Vector2, rhs: T) -> Vector2 {
        Vector2(lhs.x * rhs, lhs.y * rhs)
    }

    static func += (lhs: inout Vector2, rhs: Vector2) {
        lhs = lhs + rhs
    }
}

extension Vector2 where T: SignedNumeric {
    static prefix func - (v: Vector2) -> Vector2 {
        Vector2(-v.x, -v.y)
    }
}

extension Vector2 where T: FloatingPoint {
    var length: T { (x * x + y * y).squareRoot() }

    var normalized: Vector2 {
        let len = length
        if len == 0 { return self }
        return Vector2(x / len, y / len)
    }
}

let a = Vector2(3, 4)
let b = Vector2(1, -2)
print("a =", a)
print("b =", b)
print("a + b =", a + b)
print("a - b =", a - b)
print("a * 3 =", a * 3)
print("a . b =", a.dot(b))
print("-a =", -a)
print("zero:", Vector2<Int>.zero())
print("unitX + unitY:", Vector2<Int>.unitX + Vector2<Int>.unitY)

let d = Vector2(3.0, 4.0)
print("length:", d.length)
print("normalized:", d.normalized)
print("normalized length:", d.normalized.length)

let f = Vector2<Float>(1, 1)
print("float length:", f.length)

var position = Vector2(0.0, 0.0)
let velocity = Vector2(0.1, 0.2)
for _ in 0..<3 {
    position += velocity
}
print("position after 3 steps:", position)
print("equal?", a == Vector2(3, 4), a == b)

let bytes = Vector2<UInt8>(200, 10)
print("bytes:", bytes, "scaled:", bytes * 1)
let small = Vector2<Int8>(-5, 7)
print("int8:", -small, small.dot(small))
// expect: a = (3, 4)
// expect: b = (1, -2)
// expect: a + b = (4, 2)
// expect: a - b = (2, 6)
// expect: a * 3 = (9, 12)
// expect: a . b = -5
// expect: -a = (-3, -4)
// expect: zero: (0, 0)
// expect: unitX + unitY: (1, 1)
// expect: length: 5.0
// expect: normalized: (0.6, 0.8)
// expect: normalized length: 1.0
// expect: float length: 1.4142135
// expect: position after 3 steps: (0.30000000000000004, 0.6000000000000001)
// expect: equal? true false
// expect: bytes: (200, 10) scaled: (200, 10)
// expect: int8: (5, -7) 74

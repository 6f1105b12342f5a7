// Apple book style (vector math): a 2D vector struct with arithmetic, compound-assignment and custom infix operators
import Foundation

struct Vector2: Equatable, CustomStringConvertible {
    var x: Double
    var y: Double

    static let zero = Vector2(x: 0, y: 0)

    var length: Double { (x * x + y * y).squareRoot() }
    var normalized: Vector2 { length == 0 ? .zero : self / length }
    var description: String { String(format: "(%.2f, %.2f)", x, y) }

    static func + (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x - b.x, y: a.y - b.y) }
    static func * (v: Vector2, k: Double) -> Vector2 { Vector2(x: v.x * k, y: v.y * k) }
    static func * (k: Double, v: Vector2) -> Vector2 { v * k }
    static func / (v: Vector2, k: Double) -> Vector2 { Vector2(x: v.x / k, y: v.y / k) }
    static prefix func - (v: Vector2) -> Vector2 { Vector2(x: -v.x, y: -v.y) }
    static func += (a: inout Vector2, b: Vector2) { a = a + b }
    static func *= (a: inout Vector2, k: Double) { a = a * k }
}

infix operator •: MultiplicationPrecedence
infix operator ×: MultiplicationPrecedence

func • (a: Vector2, b: Vector2) -> Double { a.x * b.x + a.y * b.y }
func × (a: Vector2, b: Vector2) -> Double { a.x * b.y - a.y * b.x }

let a = Vector2(x: 3, y: 4)
let b = Vector2(x: -1, y: 2)
print(a + b, a - b, -a)
print(a * 2, 0.5 * b, a / 4)
print(a.length, a.normalized)
print("dot:", a • b, "cross:", a × b)
print("angle:", String(format: "%.3f", acos((a • b) / (a.length * b.length))))

var position = Vector2.zero
var velocity = Vector2(x: 1.5, y: -0.5)
for step in 1...4 {
    position += velocity
    velocity *= 0.5
    print("step \(step): \(position)")
}
print(position == Vector2(x: 2.8125, y: -0.9375))
let path = [a, b, Vector2(x: 0, y: 1)]
let total = path.reduce(.zero, +)
print(total, path.map(\.length).map { ($0 * 100).rounded() / 100 })

// expect: (2.00, 6.00) (4.00, 2.00) (-3.00, -4.00)
// expect: (6.00, 8.00) (-0.50, 1.00) (0.75, 1.00)
// expect: 5.0 (0.60, 0.80)
// expect: dot: 5.0 cross: 10.0
// expect: angle: 1.107
// expect: step 1: (1.50, -0.50)
// expect: step 2: (2.25, -0.75)
// expect: step 3: (2.62, -0.88)
// expect: step 4: (2.81, -0.94)
// expect: true
// expect: (2.00, 7.00) [5.0, 2.24, 1.0]

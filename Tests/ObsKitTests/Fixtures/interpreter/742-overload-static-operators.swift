// Operators declared twice on a type with different operand types (vector times scalar and scalar times
// vector), and a prefix minus. Expected output from swiftc 6.3.1 on Linux.
struct Vector: CustomStringConvertible {
    var x: Double, y: Double
    static func * (v: Vector, k: Double) -> Vector { Vector(x: v.x * k, y: v.y * k) }
    static func * (k: Double, v: Vector) -> Vector { Vector(x: v.x * k, y: v.y * k) }
    static func * (a: Vector, b: Vector) -> Double { a.x * b.x + a.y * b.y }
    static prefix func - (v: Vector) -> Vector { Vector(x: -v.x, y: -v.y) }
    var description: String { "(\(x), \(y))" }
}
let v = Vector(x: 1, y: 2)
print(v * 3, 2 * v, v * v, -v)

// expect: (3.0, 6.0) (2.0, 4.0) 5.0 (-1.0, -2.0)

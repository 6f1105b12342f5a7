// Swift book style (Advanced Operators): a Vector type with arithmetic operator methods, a right-associative power operator and a dot-product operator
struct Vector: Equatable, CustomStringConvertible {
    var x: Int, y: Int
    var description: String { "(\(x), \(y))" }

    static func + (a: Vector, b: Vector) -> Vector { Vector(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vector, b: Vector) -> Vector { Vector(x: a.x - b.x, y: a.y - b.y) }
    static func * (k: Int, v: Vector) -> Vector { Vector(x: k * v.x, y: k * v.y) }
    static prefix func - (v: Vector) -> Vector { Vector(x: -v.x, y: -v.y) }
    static func += (a: inout Vector, b: Vector) { a = a + b }
    static func -= (a: inout Vector, b: Vector) { a = a - b }
}

precedencegroup ExponentPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator ** : ExponentPrecedence

func ** (base: Int, exponent: Int) -> Int {
    var result = 1
    for _ in 0..<exponent { result *= base }
    return result
}

infix operator <*> : MultiplicationPrecedence
extension Vector {
    static func <*> (a: Vector, b: Vector) -> Int { a.x * b.x + a.y * b.y }
}

prefix operator +++
extension Vector {
    static prefix func +++ (v: inout Vector) -> Vector {
        v += v
        return v
    }
}

print("2 ** 3 ** 2 =", 2 ** 3 ** 2)
print("(2 ** 3) ** 2 =", (2 ** 3) ** 2)
print("3 * 2 ** 4 =", 3 * 2 ** 4)
print("1 + 2 ** 10 =", 1 + 2 ** 10)

let a = Vector(x: 3, y: -1)
let b = Vector(x: 2, y: 5)
print("a + b =", a + b, " a - b =", a - b, " -a =", -a)
print("3 * a + b =", 3 * a + b)
print("a <*> b =", a <*> b, " a <*> b + 1 =", a <*> b + 1)
var walker = Vector(x: 1, y: 1)
walker += b
walker -= Vector(x: 0, y: 2)
print("walker:", walker)
print("doubled:", +++walker, "and again:", +++walker)
print("equal:", a + b == b + a, a == b)

var moves: [Vector] = [Vector(x: 1, y: 0), Vector(x: 0, y: 2), Vector(x: -3, y: 1)]
let end = moves.reduce(Vector(x: 0, y: 0), +)
print("end:", end)
moves = moves.map { -$0 }
print("reversed moves:", moves)

// expect: 2 ** 3 ** 2 = 512
// expect: (2 ** 3) ** 2 = 64
// expect: 3 * 2 ** 4 = 48
// expect: 1 + 2 ** 10 = 1025
// expect: a + b = (5, 4)  a - b = (1, -6)  -a = (-3, 1)
// expect: 3 * a + b = (11, 2)
// expect: a <*> b = 1  a <*> b + 1 = 2
// expect: walker: (3, 4)
// expect: doubled: (6, 8) and again: (12, 16)
// expect: equal: true false
// expect: end: (-2, 3)
// expect: reversed moves: [(-1, 0), (0, -2), (3, -1)]

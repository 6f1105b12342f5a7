// swift/test/Interpreter style (operators): custom operators with precedence groups, operator overloading on a Vector struct
precedencegroup PowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: PowerPrecedence
infix operator <*>: AdditionPrecedence
prefix operator √
postfix operator ++

func ** (base: Int, exp: Int) -> Int {
    var r = 1
    for _ in 0..<exp { r *= base }
    return r
}

prefix func √ (x: Double) -> Double { x.squareRoot() }

struct Vec: Equatable, CustomStringConvertible {
    var x: Int, y: Int
    static func + (a: Vec, b: Vec) -> Vec { Vec(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vec, b: Vec) -> Vec { Vec(x: a.x - b.x, y: a.y - b.y) }
    static func * (k: Int, v: Vec) -> Vec { Vec(x: k * v.x, y: k * v.y) }
    static prefix func - (v: Vec) -> Vec { Vec(x: -v.x, y: -v.y) }
    static func += (a: inout Vec, b: Vec) { a = a + b }
    static func <*> (a: Vec, b: Vec) -> Int { a.x * b.x + a.y * b.y }
    static postfix func ++ (v: inout Vec) -> Vec {
        let old = v
        v = Vec(x: v.x + 1, y: v.y + 1)
        return old
    }
    var description: String { "(\(x), \(y))" }
}

print(2 ** 3 ** 2)
print(2 * 3 ** 2)
print(1 + 2 ** 4 * 2)
print(√16.0, √2.0)
var a = Vec(x: 1, y: 2)
let b = Vec(x: 3, y: -4)
print(a + b, a - b, 3 * b, -a)
print(a <*> b + 1, a <*> (b + b))
a += b
print(a)
let old = a++
print(old, a)
print(a == Vec(x: 5, y: -1), a != b)

// expect: 512
// expect: 18
// expect: 33
// expect: 4.0 1.4142135623730951
// expect: (4, -2) (-2, 6) (9, -12) (-1, -2)
// expect: -4 -10
// expect: (4, -2)
// expect: (4, -2) (5, -1)
// expect: true true

// Compiler test style: custom prefix, postfix and infix operators on a user vector type
prefix operator √
postfix operator ++
postfix operator ^^
infix operator •: MultiplicationPrecedence

struct Vec: CustomStringConvertible {
    var x: Int
    var y: Int
    var description: String { "Vec(\(x), \(y))" }

    static func + (l: Vec, r: Vec) -> Vec { Vec(x: l.x + r.x, y: l.y + r.y) }
    static func - (l: Vec, r: Vec) -> Vec { Vec(x: l.x - r.x, y: l.y - r.y) }
    static prefix func - (v: Vec) -> Vec { Vec(x: -v.x, y: -v.y) }
    static func * (k: Int, v: Vec) -> Vec { Vec(x: k * v.x, y: k * v.y) }
    static func • (l: Vec, r: Vec) -> Int { l.x * r.x + l.y * r.y }
    static func += (l: inout Vec, r: Vec) { l = l + r }
    static func == (l: Vec, r: Vec) -> Bool { l.x == r.x && l.y == r.y }

    static postfix func ++ (v: inout Vec) -> Vec {
        let old = v
        v.x += 1
        v.y += 1
        return old
    }
    static postfix func ^^ (v: Vec) -> Vec { Vec(x: v.y, y: v.x) }
}

prefix func √ (n: Int) -> Int {
    var r = 0
    while (r + 1) * (r + 1) <= n { r += 1 }
    return r
}

let a = Vec(x: 1, y: 2)
let b = Vec(x: 3, y: 4)
print(a + b)
print(a - b)
print(-a)
print(3 * a)
print(a • b)
print(a + 2 * b)
print(a • b + 1)
var c = a
c += b
c += b
print(c)
let old = c++
print(old, c)
print(a^^, (a + b)^^)
print(√16, √17, √(a • b))
print(a == Vec(x: 1, y: 2), a == b)
print(-(a^^))

// expect: Vec(4, 6)
// expect: Vec(-2, -2)
// expect: Vec(-1, -2)
// expect: Vec(3, 6)
// expect: 11
// expect: Vec(7, 10)
// expect: 12
// expect: Vec(7, 10)
// expect: Vec(7, 10) Vec(8, 11)
// expect: Vec(2, 1) Vec(6, 4)
// expect: 4 4 3
// expect: true false
// expect: Vec(-2, -1)

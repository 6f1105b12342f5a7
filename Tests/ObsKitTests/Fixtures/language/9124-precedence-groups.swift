// precedence-groups
// expected output: swiftc 6.3.1 (Linux), run on this machine
precedencegroup ExponentPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator ** : ExponentPrecedence

func ** (base: Int, exp: Int) -> Int {
    var result = 1
    for _ in 0..<exp { result *= base }
    return result
}

print(2 ** 3 ** 2)
print(2 * 3 ** 2 + 1)
print((2 ** 3) ** 2)

precedencegroup PipePrecedence {
    associativity: left
    lowerThan: AdditionPrecedence
}
infix operator |> : PipePrecedence
func |> <A, B>(value: A, f: (A) -> B) -> B { f(value) }

let r = 3 + 4 |> { $0 * 10 } |> String.init
print(r, type(of: r))

struct Vec: Equatable, CustomStringConvertible {
    var x: Int, y: Int
    static func + (a: Vec, b: Vec) -> Vec { Vec(x: a.x + b.x, y: a.y + b.y) }
    static prefix func - (v: Vec) -> Vec { Vec(x: -v.x, y: -v.y) }
    static func * (k: Int, v: Vec) -> Vec { Vec(x: k * v.x, y: k * v.y) }
    static func += (a: inout Vec, b: Vec) { a = a + b }
    var description: String { "<\(x),\(y)>" }
}

infix operator • : MultiplicationPrecedence
func • (a: Vec, b: Vec) -> Int { a.x * b.x + a.y * b.y }

postfix operator ++
postfix func ++ (v: inout Vec) { v.x += 1; v.y += 1 }

var v = Vec(x: 1, y: 2)
let w = Vec(x: 3, y: -1)
print(v + w, -v, 2 * v + w)
print(v • w + 1)
v += w
v++
print(v, v == Vec(x: 5, y: 2))

prefix operator √
prefix func √ (x: Int) -> Int {
    var r = 0
    while (r + 1) * (r + 1) <= x { r += 1 }
    return r
}
print(√50, √(2 ** 6))
// expect: 512
// expect: 19
// expect: 64
// expect: 70 String
// expect: <4,1> <-1,-2> <5,3>
// expect: 2
// expect: <5,2> true
// expect: 7 8

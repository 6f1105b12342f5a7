// Swift book style: custom prefix, postfix and infix operators with a precedence group
prefix operator +++
postfix operator ~~
infix operator +-: AdditionPrecedence
infix operator **: ExponentPrecedence

precedencegroup ExponentPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}

struct Pair: CustomStringConvertible {
    var a: Int, b: Int
    var description: String { "(\(a), \(b))" }

    static prefix func +++ (p: inout Pair) -> Pair {
        p = Pair(a: p.a * 2, b: p.b * 2)
        return p
    }
    static postfix func ~~ (p: Pair) -> Pair {
        Pair(a: p.b, b: p.a)
    }
    static func +- (l: Pair, r: Pair) -> Pair {
        Pair(a: l.a + r.a, b: l.b - r.b)
    }
}

func ** (base: Int, exp: Int) -> Int {
    var result = 1
    for _ in 0..<exp { result *= base }
    return result
}

var p = Pair(a: 1, b: 4)
let doubled = +++p
print(doubled, p)
print(p~~)
print(Pair(a: 1, b: 2) +- Pair(a: 3, b: 4))
print(2 ** 3 ** 2)
print((2 ** 3) ** 2)
print(2 * 3 ** 2)
print(1 + 2 ** 4 * 2)
// expect: (2, 8) (2, 8)
// expect: (8, 2)
// expect: (4, -2)
// expect: 512
// expect: 64
// expect: 18
// expect: 33

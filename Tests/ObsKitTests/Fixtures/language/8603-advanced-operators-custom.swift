// Swift book style (Advanced Operators): operator overloading, compound assignment, prefix/postfix and precedence groups
struct Vec: Equatable, CustomStringConvertible {
    var x = 0, y = 0
    var description: String { "(\(x), \(y))" }
}

extension Vec {
    static func + (lhs: Vec, rhs: Vec) -> Vec {
        Vec(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }
    static prefix func - (v: Vec) -> Vec {
        Vec(x: -v.x, y: -v.y)
    }
    static func += (lhs: inout Vec, rhs: Vec) {
        lhs = lhs + rhs
    }
    static func * (scale: Int, v: Vec) -> Vec {
        Vec(x: scale * v.x, y: scale * v.y)
    }
}

let a = Vec(x: 3, y: 1)
let b = Vec(x: -1, y: 4)
print(a + b, -a, 2 * b)
var acc = Vec()
acc += a
acc += a
print(acc, acc == Vec(x: 6, y: 2), acc != a)

prefix operator +++
extension Vec {
    static prefix func +++ (v: inout Vec) -> Vec {
        v += v
        return v
    }
}
var grow = Vec(x: 1, y: 2)
let doubled = +++grow
print(doubled, grow)

postfix operator ~~
postfix func ~~ (n: Int) -> Int { n * n }
print(5~~, 3~~ + 1)

infix operator +- : AdditionPrecedence
extension Vec {
    static func +- (lhs: Vec, rhs: Vec) -> Vec {
        Vec(x: lhs.x + rhs.x, y: lhs.y - rhs.y)
    }
}
print(a +- b)

precedencegroup PowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator ** : PowerPrecedence
func ** (base: Int, exp: Int) -> Int {
    exp == 0 ? 1 : base * (base ** (exp - 1))
}
print(2 ** 3 ** 2)
print(2 * 3 ** 2)
print(1 + 2 ** 4 * 2)

infix operator <~> : ComparisonPrecedence
func <~> (lhs: Int, rhs: Int) -> Bool { abs(lhs - rhs) <= 1 }
print(3 + 1 <~> 5, 10 <~> 7)

// expect: (2, 5) (-3, -1) (-2, 8)
// expect: (6, 2) true true
// expect: (2, 4) (2, 4)
// expect: 25 10
// expect: (2, -3)
// expect: 512
// expect: 18
// expect: 33
// expect: true false

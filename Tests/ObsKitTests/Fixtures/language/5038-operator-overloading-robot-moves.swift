// Advanced operators: operator methods, prefix/postfix, compound assignment, custom operators, precedence groups
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A floor-cleaning robot's moves on a tiled floor.
struct Move: Equatable, CustomStringConvertible {
    var east = 0.0, north = 0.0
    var description: String { "(\(east), \(north))" }
}
extension Move {
    static func + (a: Move, b: Move) -> Move {
        Move(east: a.east + b.east, north: a.north + b.north)
    }
    static prefix func - (m: Move) -> Move { Move(east: -m.east, north: -m.north) }
    static func += (a: inout Move, b: Move) { a = a + b }
    static func * (m: Move, k: Double) -> Move { Move(east: m.east * k, north: m.north * k) }
}
let forward = Move(east: 0.0, north: 2.0)
let sidestep = Move(east: 1.5, north: 0.0)
print(forward + sidestep)
print(-sidestep)
var route = Move(east: 2.0, north: 1.0)
route += Move(east: 0.5, north: 3.0)
print(route, route == Move(east: 2.5, north: 4), route * 2)

prefix operator ~~
extension Move {
    static prefix func ~~ (m: inout Move) -> Move {
        m = Move(east: m.north, north: m.east)
        return m
    }
}
var turned = Move(east: 3.0, north: -1.0)
let afterTurn = ~~turned
print(turned, afterTurn)

infix operator <+>: AdditionPrecedence
extension Move {
    static func <+> (a: Move, b: Move) -> Move {
        Move(east: a.east + b.east, north: max(a.north, b.north))
    }
}
print(Move(east: 1.0, north: 5.0) <+> Move(east: 2.0, north: 1.5) * 2)

precedencegroup ExponentPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: ExponentPrecedence
func ** (base: Int, exp: Int) -> Int {
    var r = 1
    for _ in 0..<exp { r *= base }
    return r
}
print(2 ** 3 ** 2, 2 * 3 ** 2, (2 ** 3) ** 2)

postfix operator %%
postfix func %% (x: Double) -> Double { x / 100 }
print(50.0%% * 8)

infix operator |>: AdditionPrecedence
func |> <A, B>(x: A, f: (A) -> B) -> B { f(x) }
print(3 |> { $0 * 10 } |> String.init |> { $0 + "!" })

struct Money: Comparable {
    var cents: Int
    static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
}
let prices = [Money(cents: 250), Money(cents: 199), Money(cents: 1000)]
print(prices.max()!.cents, prices.reduce(Money(cents: 0), +).cents, Money(cents: 1) <= Money(cents: 1))
// expect: (1.5, 2.0)
// expect: (-1.5, -0.0)
// expect: (2.5, 4.0) true (5.0, 8.0)
// expect: (-1.0, 3.0) (-1.0, 3.0)
// expect: (5.0, 5.0)
// expect: 512 18 64
// expect: 4.0
// expect: 30!
// expect: 1000 1449 true

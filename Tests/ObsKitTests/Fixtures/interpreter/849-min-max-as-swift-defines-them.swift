// Swift's min and max as the standard library defines them (expected output: swiftc 6.3.1 on this machine):
// `min(x, y)` is `y < x ? y : x`, `max(x, y)` is `y >= x ? y : x`, and the variadic forms fold left to
// right, so a NaN met first stays (max(nan, 1) is nan, max(1, nan) is 1), equal values give min the first
// and max the last, and a type's own `>=` is the one max asks.
let nan = Double.nan
print(min(nan, 1.0), min(1.0, nan), max(nan, 1.0), max(1.0, nan))
print(max(nan, 1.0, 2.0), max(1.0, nan, 2.0), max(1.0, 2.0, nan), min(2.0, nan, 1.0), min(nan, 2.0, 1.0))
print(min(Float.nan, 1), max(Float(1), .nan), max(-0.0, 0.0), min(0.0, -0.0), max(0.0, -0.0))
struct Tagged: Comparable, CustomStringConvertible {
    let key: Int
    let tag: String
    static func < (a: Tagged, b: Tagged) -> Bool { a.key < b.key }
    static func == (a: Tagged, b: Tagged) -> Bool { a.key == b.key }
    var description: String { "\(key)\(tag)" }
}
let a = Tagged(key: 1, tag: "a"), b = Tagged(key: 1, tag: "b"), c = Tagged(key: 0, tag: "c")
print(min(a, b), max(a, b), min(a, b, c), max(a, b, c), max(c, a, b), min(b, c, a))
struct Loud: Comparable {
    let n: Int
    static func < (a: Loud, b: Loud) -> Bool { print("<", a.n, b.n); return a.n < b.n }
    static func >= (a: Loud, b: Loud) -> Bool { print(">=", a.n, b.n); return a.n >= b.n }
}
print(max(Loud(n: 1), Loud(n: 2)).n, min(Loud(n: 3), Loud(n: 4)).n)
print(max(3, 7, 5), min("pear", "apple", "fig"), max(UInt8(9), 200), min(Int8(-3), 2))

// expect: nan 1.0 nan 1.0
// expect: nan 2.0 2.0 1.0 nan
// expect: nan 1.0 0.0 0.0 -0.0
// expect: 1a 1b 0c 1b 1b 0c
// expect: >= 2 1
// expect: < 4 3
// expect: 2 3
// expect: 7 apple 200 -3

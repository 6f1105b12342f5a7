// Compiler test style: a user-defined Numeric conformance (modular arithmetic) used through generic algorithms
struct Mod7: Numeric, CustomStringConvertible {
    var value: Int

    init(_ v: Int) {
        let r = v % 7
        value = r < 0 ? r + 7 : r
    }

    init(integerLiteral value: Int) { self.init(value) }

    init?<T: BinaryInteger>(exactly source: T) {
        guard let v = Int(exactly: source) else { return nil }
        self.init(v)
    }

    var magnitude: UInt { UInt(value) }

    static func + (a: Mod7, b: Mod7) -> Mod7 { Mod7(a.value + b.value) }
    static func - (a: Mod7, b: Mod7) -> Mod7 { Mod7(a.value - b.value) }
    static func * (a: Mod7, b: Mod7) -> Mod7 { Mod7(a.value * b.value) }
    static func += (a: inout Mod7, b: Mod7) { a = a + b }
    static func -= (a: inout Mod7, b: Mod7) { a = a - b }
    static func *= (a: inout Mod7, b: Mod7) { a = a * b }

    var description: String { "\(value) (mod 7)" }
}

func power<T: Numeric>(_ base: T, _ exp: Int) -> T {
    var result: T = 1
    for _ in 0..<exp { result *= base }
    return result
}

func sum<T: Numeric>(_ xs: [T]) -> T {
    var s = T.zero
    for x in xs { s += x }
    return s
}

func polynomial<T: Numeric>(_ coeffs: [T], at x: T) -> T {
    var acc: T = 0
    for c in coeffs.reversed() {
        acc = acc * x + c
    }
    return acc
}

let three: Mod7 = 3
print(three)
print(three + 5)
print(three - 5)
print(three * 4)
print(power(three, 6))
print(power(Mod7(2), 3))
print(sum([three, 4, 6, 1]))
print(polynomial([1, 2, 3], at: three))
print(polynomial([1, 2, 3], at: 3))
print(polynomial([0.5, 0.5], at: 2.0))
print(Mod7.zero, Mod7(-1), Mod7(100))
print(Mod7(exactly: UInt8(9)) ?? Mod7(0))
print(Mod7(exactly: UInt64.max).map { "\($0)" } ?? "too big")
print(three.magnitude, (three * 2).magnitude)

var x: Mod7 = 1
var seen: [Int] = []
for _ in 0..<7 {
    seen.append(x.value)
    x *= 3
}
print("powers of 3:", seen)
print(three == Mod7(10), three == 4)

let table = (1..<7).map { a in (1..<7).first { b in (Mod7(a) * Mod7(b)).value == 1 }! }
print("inverses:", table)
// expect: 3 (mod 7)
// expect: 1 (mod 7)
// expect: 5 (mod 7)
// expect: 5 (mod 7)
// expect: 1 (mod 7)
// expect: 1 (mod 7)
// expect: 0 (mod 7)
// expect: 6 (mod 7)
// expect: 34
// expect: 1.5
// expect: 0 (mod 7) 6 (mod 7) 2 (mod 7)
// expect: 2 (mod 7)
// expect: too big
// expect: 3 6
// expect: powers of 3: [1, 3, 2, 6, 4, 5, 1]
// expect: true false
// expect: inverses: [1, 4, 5, 2, 3, 6]

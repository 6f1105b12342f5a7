// Compiler test style: user types adopting ExpressibleByIntegerLiteral and ExpressibleByFloatLiteral in generic code
struct Meters: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, AdditiveArithmetic, Comparable, CustomStringConvertible {
    var value: Double
    init(_ v: Double) { value = v }
    init(integerLiteral v: Int) { value = Double(v) }
    init(floatLiteral v: Double) { value = v }
    static var zero: Meters { 0 }
    static func + (a: Meters, b: Meters) -> Meters { Meters(a.value + b.value) }
    static func - (a: Meters, b: Meters) -> Meters { Meters(a.value - b.value) }
    static func < (a: Meters, b: Meters) -> Bool { a.value < b.value }
    var description: String { "\(value)m" }
}

struct Count: ExpressibleByIntegerLiteral, CustomStringConvertible {
    var n: UInt8
    init(integerLiteral v: UInt8) { n = v }
    var description: String { "#\(n)" }
}

func make<T: ExpressibleByIntegerLiteral>(_: T.Type) -> T { 42 }
func makeFloat<T: ExpressibleByFloatLiteral>(_: T.Type) -> T { 2.5 }
func total<T: AdditiveArithmetic & ExpressibleByIntegerLiteral>(_ xs: [T]) -> T {
    var s: T = 0
    for x in xs { s += x }
    return s
}

let a: Meters = 5
let b: Meters = 2.25
print(a, b, a + b, a - b)
print(make(Int.self), make(Double.self), make(UInt8.self), make(Meters.self), make(Count.self))
print(makeFloat(Double.self), makeFloat(Float.self), makeFloat(Meters.self))
print(total([1, 2, 3] as [Meters]))
print(total([1.5, 2] as [Meters]))
print(total([Int8(1), 2, 3]))
print(total([0.1, 0.2, 0.3]))
let c: Count = 7
print(c)
print([a, b, 10, 0.5].sorted())
print([a, b].max()!, Meters.zero)

let x = 3
let y = 3.0
let z = 1 + 2.5
print(type(of: x), type(of: y), type(of: z))
let big = 1_000_000
let hex = 0xFF
let oct = 0o17
let bin = 0b1010
print(big, hex, oct, bin)
let exp = 1.5e3
let small = 2.5e-4
let hexFloat = 0x1p-2
print(exp, small, hexFloat)
print(1e16, 1e15, 123456789012345680.0, 0.000001, 0.0001)
print(Float(1e10), Float(16777216), Float(0.1), Float(1) / 3)
print(-0.0, 5e-324, Double.greatestFiniteMagnitude)
print(Double.infinity, -Double.infinity, Double.nan.isNaN)
print(100.0, 1.0 / 8, 2.0 * 0.1, 3 * 0.1)

func literalInGeneric<T: BinaryFloatingPoint>(_ t: T) -> (T, T, T) {
    (t + 0.5, t * 1e2, 1 / t)
}
print(literalInGeneric(4.0))
print(literalInGeneric(Float(4)))
// expect: 5.0m 2.25m 7.25m 2.75m
// expect: 42 42.0 42 42.0m #42
// expect: 2.5 2.5 2.5m
// expect: 6.0m
// expect: 3.5m
// expect: 6
// expect: 0.6000000000000001
// expect: #7
// expect: [0.5m, 2.25m, 5.0m, 10.0m]
// expect: 5.0m 0.0m
// expect: Int Double Double
// expect: 1000000 255 15 10
// expect: 1500.0 0.00025 0.25
// expect: 1e+16 1000000000000000.0 1.2345678901234568e+17 1e-06 0.0001
// expect: 1e+10 16777216.0 0.1 0.33333334
// expect: -0.0 5e-324 1.7976931348623157e+308
// expect: inf -inf true
// expect: 100.0 0.125 0.2 0.30000000000000004
// expect: (4.5, 400.0, 0.25)
// expect: (4.5, 400.0, 0.25)

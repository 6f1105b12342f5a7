// Compiler test style: integer and float literals inside generic functions bound by different numeric protocols
// known-gap: needs the compiler check (the types it gives); unchecked: line 20: expected "16777217.0 -1.0", got "16777217.0 -1"
func double<T: Numeric>(_ x: T) -> T { x * 2 }
func affine<T: Numeric>(_ x: T) -> T { x * 2 + 1 }
func zeros<T: Numeric>(_ n: Int) -> [T] { [T](repeating: 0, count: n) }
func half<T: FloatingPoint>(_ x: T) -> T { x / 2 }
func tenth<T: BinaryFloatingPoint>(_ x: T) -> T { x * 0.1 }
func negateSum<T: SignedNumeric>(_ a: T, _ b: T) -> T { -(a + b) }
func addZero<T: AdditiveArithmetic>(_ x: T) -> T { x + .zero }
func maxOf<T: FixedWidthInteger>(_: T.Type) -> T { T.max }
func minOf<T: FixedWidthInteger>(_: T.Type) -> T { T.min }

print(double(21))
print(double(1.5))
print(double(Float(0.25)))
print(double(UInt8(100)))
print(affine(10))
print(affine(0.5))
print(affine(Int16(-3)))
let zi: [Int] = zeros(3)
let zd: [Double] = zeros(2)
let zf: [Float] = zeros(1)
print(zi, zd, zf)
print(half(7.0), half(Float(7)))
print(tenth(3.0))
print(tenth(Float(3)))
print(negateSum(2, 3), negateSum(0.5, 0.25), negateSum(Int8(10), Int8(-20)))
print(addZero(5), addZero(2.5))
print(maxOf(Int8.self), minOf(Int8.self))
print(maxOf(UInt16.self), minOf(UInt16.self))
print(maxOf(Int32.self), minOf(Int64.self))

func exact<T: BinaryInteger, U: BinaryInteger>(_ x: T, as: U.Type) -> String {
    if let v = U(exactly: x) { return "\(v)" }
    return "nil"
}
print(exact(200, as: UInt8.self), exact(300, as: UInt8.self), exact(-1, as: UInt.self))
print(exact(Int8(-128), as: Int16.self), exact(UInt64(70000), as: Int16.self))

func exactFloat<T: BinaryFloatingPoint>(_ x: T) -> String {
    if let i = Int(exactly: x) { return "int \(i)" }
    return "not exact"
}
print(exactFloat(4.0), exactFloat(4.5), exactFloat(Float(-8)))
print(Double(exactly: 16777217) ?? -1, Float(exactly: 16777217) ?? -1)

func sumAll<T: Numeric>(_ xs: T...) -> T {
    var s: T = 0
    for x in xs { s += x }
    return s
}
print(sumAll(1, 2, 3), sumAll(0.1, 0.2), sumAll(Float(0.1), 0.2))
print(sumAll() as Int, sumAll() as Double)

func magnitudes<T: Numeric>(_ xs: [T]) -> [T.Magnitude] { xs.map { $0.magnitude } }
print(magnitudes([-3, 4, -5]))
print(magnitudes([-2.5, 1.0]))
print(magnitudes([Int8(-128), Int8(127)]))
print(type(of: magnitudes([Int8(-1)])))

func countBits<T: FixedWidthInteger>(_ x: T) -> (Int, Int, Int) {
    (x.nonzeroBitCount, x.leadingZeroBitCount, T.bitWidth)
}
print(countBits(UInt8(0b1011_0000)), countBits(Int16(1)), countBits(UInt32.max))
// expect: 42
// expect: 3.0
// expect: 0.5
// expect: 200
// expect: 21
// expect: 2.0
// expect: -5
// expect: [0, 0, 0] [0.0, 0.0] [0.0]
// expect: 3.5 3.5
// expect: 0.30000000000000004
// expect: 0.3
// expect: -5 -0.75 10
// expect: 5 2.5
// expect: 127 -128
// expect: 65535 0
// expect: 2147483647 -9223372036854775808
// expect: 200 nil nil
// expect: -128 nil
// expect: int 4 not exact int -8
// expect: 16777217.0 -1.0
// expect: 6 0.30000000000000004 0.3
// expect: 0 0.0
// expect: [3, 4, 5]
// expect: [2.5, 1.0]
// expect: [128, 127]
// expect: Array<UInt8>
// expect: (3, 0, 8) (1, 15, 16) (32, 0, 32)

// Swift Evolution style (128-bit integers): SE-0425 Int128 and UInt128 arithmetic, overflow reporting and bit operations
// known-gap: `Int128` and `UInt128` (SE-0425) are not provided: a literal typed UInt128 is computed as an Int
let big: UInt128 = 1 << 100
print(big)
print(UInt128.max)
print(Int128.min)
print(Int128.max)

func factorial(_ n: Int) -> UInt128 {
    var r: UInt128 = 1
    for i in 1...n {
        r *= UInt128(i)
    }
    return r
}
print("30! =", factorial(30))

let (value, overflow) = UInt128.max.addingReportingOverflow(2)
print(value, overflow)

let negative: Int128 = -170_141_183_460_469_231_731
print(negative / 1_000_000_007, negative % 1_000_000_007)
print(negative.magnitude)

let fromString = UInt128("340282366920938463463374607431768211455")
print(fromString == UInt128.max)
print(UInt128("not a number") == nil)
print(String(UInt128(255) << 64, radix: 16))
print(Int128(-1).trailingZeroBitCount, UInt128(1 << 70).trailingZeroBitCount, UInt128(12).nonzeroBitCount)

func fib(_ n: Int) -> UInt128 {
    var a: UInt128 = 0, b: UInt128 = 1
    for _ in 0..<n {
        (a, b) = (b, a &+ b)
    }
    return a
}
print("fib(150) =", fib(150))

let mixed = Int128(Int64.max) * 4 + 3
print(mixed, Int64(truncatingIfNeeded: mixed))
print(Int128(exactly: UInt128.max) == nil, UInt128(exactly: Int128(-5)) == nil)
// expect: 1267650600228229401496703205376
// expect: 340282366920938463463374607431768211455
// expect: -170141183460469231731687303715884105728
// expect: 170141183460469231731687303715884105727
// expect: 30! = 265252859812191058636308480000000
// expect: 1 true
// expect: -170141182269 -480955848
// expect: 170141183460469231731
// expect: true
// expect: true
// expect: ff0000000000000000
// expect: 0 128 2
// expect: fib(150) = 9969216677189303386214405760200
// expect: 36893488147419103231 -1
// expect: true true

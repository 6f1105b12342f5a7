// Swift Evolution style: SE-0425 Int128 and UInt128 for factorials, wide multiplication and overflow checks
// known-gap: error: 8129-int128-arithmetic.swift:6:19: error: cannot find 'UInt128' in scope
func factorial(_ n: Int) -> UInt128 {
    var result: UInt128 = 1
    for i in 1...max(n, 1) {
        result *= UInt128(i)
    }
    return result
}

for n in [20, 25, 30, 34] {
    print("\(n)! = \(factorial(n))")
}

let (_, overflowed) = factorial(34).multipliedReportingOverflow(by: 35)
print("35! overflows UInt128: \(overflowed)")

print("Int128.max = \(Int128.max)")
print("Int128.min = \(Int128.min)")
print("UInt128.max = \(UInt128.max)")

let big = Int128(Int64.max) * Int128(Int64.max)
print("Int64.max squared = \(big)")
print("bit width: \(Int128.bitWidth), leading zeros of 1: \(Int128(1).leadingZeroBitCount)")

let negative: Int128 = -170141183460469231731687303715884105728 + 1
print(negative, negative.signum(), (-negative).magnitude)

func fibonacci(_ n: Int) -> UInt128 {
    var (a, b): (UInt128, UInt128) = (0, 1)
    for _ in 0..<n { (a, b) = (b, a &+ b) }
    return a
}
print("fib(150) = \(fibonacci(150))")
print("fib(186) = \(fibonacci(186))")

let parsed = UInt128("340282366920938463463374607431768211455")
print(parsed == .max)
print(UInt128("1" + String(repeating: "0", count: 39)) as Any)
print(String(UInt128(255) << 120, radix: 16))
let quotient = factorial(30).quotientAndRemainder(dividingBy: 1_000_000_007)
print(quotient.quotient, quotient.remainder)

// expect: 20! = 2432902008176640000
// expect: 25! = 15511210043330985984000000
// expect: 30! = 265252859812191058636308480000000
// expect: 34! = 295232799039604140847618609643520000000
// expect: 35! overflows UInt128: true
// expect: Int128.max = 170141183460469231731687303715884105727
// expect: Int128.min = -170141183460469231731687303715884105728
// expect: UInt128.max = 340282366920938463463374607431768211455
// expect: Int64.max squared = 85070591730234615847396907784232501249
// expect: bit width: 128, leading zeros of 1: 127
// expect: -170141183460469231731687303715884105727 -1 170141183460469231731687303715884105727
// expect: fib(150) = 9969216677189303386214405760200
// expect: fib(186) = 332825110087067562321196029789634457848
// expect: true
// expect: nil
// expect: ff000000000000000000000000000000
// expect: 265252857955421052948361 109361473

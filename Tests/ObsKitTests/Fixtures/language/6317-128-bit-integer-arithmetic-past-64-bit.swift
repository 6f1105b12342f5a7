// What's new in Swift 6.0 style (Int128 and UInt128, SE-0425): 128-bit integer arithmetic past the 64-bit limits
// known-gap: error: 6317-128-bit-integer-arithmetic-past-64-bit.swift:2:11: error: cannot find 'Int128' in scope
let big = Int128(Int64.max) * 4 + 3
print("big:", big)
print("Int64.max:", Int64.max)

let maxU = UInt128.max
print("UInt128.max:", maxU)
print("Int128.min:", Int128.min)
print("bit width:", Int128.bitWidth, UInt128.bitWidth)

func factorial(_ n: Int) -> UInt128 {
    var result: UInt128 = 1
    for i in 1...max(n, 1) { result *= UInt128(i) }
    return result
}
for n in [20, 25, 30, 34] {
    print("\(n)! =", factorial(n))
}

let (product, overflow) = UInt128.max.multipliedReportingOverflow(by: 2)
print("overflow:", overflow, "wrapped:", product)

let negative: Int128 = -170141183460469231731687303715884105727
print("negative + 1:", negative + 1)
print("shifted:", Int128(1) << 100)
print("hex:", String(UInt128(1) << 120, radix: 16))

let parsed = UInt128("340282366920938463463374607431768211455")
print("parsed equals max:", parsed == UInt128.max)
print("division:", big / 7, big % 7)
print("leading zeros:", UInt128(255).leadingZeroBitCount)

// expect: big: 36893488147419103231
// expect: Int64.max: 9223372036854775807
// expect: UInt128.max: 340282366920938463463374607431768211455
// expect: Int128.min: -170141183460469231731687303715884105728
// expect: bit width: 128 128
// expect: 20! = 2432902008176640000
// expect: 25! = 15511210043330985984000000
// expect: 30! = 265252859812191058636308480000000
// expect: 34! = 295232799039604140847618609643520000000
// expect: overflow: true wrapped: 340282366920938463463374607431768211454
// expect: negative + 1: -170141183460469231731687303715884105726
// expect: shifted: 1267650600228229401496703205376
// expect: hex: 1000000000000000000000000000000
// expect: parsed equals max: true
// expect: division: 5270498306774157604 3
// expect: leading zeros: 120

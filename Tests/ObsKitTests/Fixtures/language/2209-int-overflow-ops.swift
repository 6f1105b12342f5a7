// Compiler test style (stdlib): addingReportingOverflow/multipliedReportingOverflow/subtracting/dividedReportingOverflow, &+ &- &* &<< &>>
let big = Int8.max
let sum = big.addingReportingOverflow(1)
print(sum.partialValue, sum.overflow)
let fine = big.addingReportingOverflow(-1)
print(fine.partialValue, fine.overflow)

let product = Int16(300).multipliedReportingOverflow(by: 300)
print(product.partialValue, product.overflow)
let diff = UInt8(3).subtractingReportingOverflow(5)
print(diff.partialValue, diff.overflow)
let minusOne: Int8 = -1
let zero = 0
let quotient = Int8.min.dividedReportingOverflow(by: minusOne)
print(quotient.partialValue, quotient.overflow)
let byZero = 10.dividedReportingOverflow(by: zero)
print(byZero.partialValue, byZero.overflow)
let rem = Int8.min.remainderReportingOverflow(dividingBy: minusOne)
print(rem.partialValue, rem.overflow)

print(Int8.max &+ 1, Int8.min &- 1, UInt8(200) &* 2, Int16.max &* 2)
print(UInt8.max &+ UInt8.max, 0 &- UInt32(1))

print(1 &<< 3, 1 &<< 65, Int8(1) &<< 9, UInt8(0b1000_0001) &<< 1)
print(-16 &>> 2, UInt8(128) &>> 9, 256 &>> 66)
print(1 << 70, -1 >> 100, 8 >> -1, UInt8(1) << 8)

var accumulator: UInt8 = 250
for _ in 0..<3 { accumulator &+= 3 }
print(accumulator)
var hash: UInt32 = 2166136261
for byte in "abc".utf8 {
    hash ^= UInt32(byte)
    hash = hash &* 16777619
}
print(hash, String(hash, radix: 16))

let full = UInt8(200).multipliedFullWidth(by: 200)
print(full.high, full.low, Int(full.high) * 256 + Int(full.low))
let wide = Int64.max.multipliedFullWidth(by: 4)
print(wide.high, wide.low)

// expect: -128 true
// expect: 126 false
// expect: 24464 true
// expect: 254 true
// expect: -128 true
// expect: 10 true
// expect: 0 true
// expect: -128 127 144 -2
// expect: 254 4294967295
// expect: 8 2 2 2
// expect: -4 64 64
// expect: 0 -1 16 0
// expect: 3
// expect: 440920331 1a47e90b
// expect: 156 64 40000
// expect: 1 18446744073709551612

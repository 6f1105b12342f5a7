// Compiler test style (integer overflow): wrapping operators, reportingOverflow arithmetic, full-width multiplication, truncating and clamping conversions
let big = Int8.max
print(big &+ 1, Int8.min &- 1, big &* 2, Int8(-128) &* -1)
print(UInt8(200) &+ 100, UInt8(5) &- 10, UInt16.max &+ 2)

let (sum, o1) = Int8(100).addingReportingOverflow(27)
let (sum2, o2) = Int8(100).addingReportingOverflow(28)
print(sum, o1, sum2, o2)
let m = Int32.max.multipliedReportingOverflow(by: 2)
print(m.partialValue, m.overflow)
var minusOne = -1, zero = 0
minusOne += zero
print(Int.min.dividedReportingOverflow(by: minusOne), 7.remainderReportingOverflow(dividingBy: zero))
print(UInt8(3).subtractingReportingOverflow(5))

let full = UInt8(200).multipliedFullWidth(by: 200)
print(full.high, full.low, Int(full.high) << 8 + Int(full.low))
let wide = Int64.max.multipliedFullWidth(by: 4)
print(wide.high, wide.low)
let div = UInt8(10).dividingFullWidth((high: 3, low: 20))
print(div.quotient, div.remainder)

print(Int8(truncatingIfNeeded: 300), UInt8(truncatingIfNeeded: -1), Int16(truncatingIfNeeded: 0x12345))
print(Int8(clamping: 1000), Int8(clamping: -1000), UInt8(clamping: -5), UInt(clamping: Int8(-3)))
print(Int8(exactly: 127) as Any, Int8(exactly: 128) as Any, Int(exactly: 2.5) as Any, Int(exactly: 4.0) as Any)
print(UInt8(bitPattern: -1), Int8(bitPattern: 0x80), Int32(bitPattern: UInt32.max))

var hash: UInt32 = 2166136261
for byte in "swift".utf8 { hash = (hash ^ UInt32(byte)) &* 16777619 }
print(hash)
var x: UInt8 = 1
for _ in 0..<10 { x = x &<< 1 | x >> 7 }
print(x, 1 &<< 65, Int8(1) &<< 7, UInt8(0b1011_0000) &>> 12)
print(Int16.max.byteSwapped, UInt8(0b0001_0110).nonzeroBitCount, UInt16(1).leadingZeroBitCount, 40.trailingZeroBitCount)
func safeFactorial(_ n: Int) -> Int? {
    var acc = 1
    for k in 1...max(n, 1) {
        let (p, overflow) = acc.multipliedReportingOverflow(by: k)
        if overflow { return nil }
        acc = p
    }
    return acc
}
print(safeFactorial(20) as Any, safeFactorial(21) as Any)

// expect: -128 127 -2 -128
// expect: 44 251 1
// expect: 127 false -128 true
// expect: -2 true
// expect: (partialValue: -9223372036854775808, overflow: true) (partialValue: 7, overflow: true)
// expect: (partialValue: 254, overflow: true)
// expect: 156 64 40000
// expect: 1 18446744073709551612
// expect: 78 8
// expect: 44 255 9029
// expect: 127 -128 0 0
// expect: Optional(127) nil nil Optional(4)
// expect: 255 -128 -1
// expect: 2972868824
// expect: 4 2 -128 11
// expect: -129 3 15 3
// expect: Optional(2432902008176640000) nil

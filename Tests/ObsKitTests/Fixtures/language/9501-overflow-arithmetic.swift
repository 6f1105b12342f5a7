// Integer arithmetic: overflow operators, reportingOverflow, truncating/clamping conversions and division semantics (expected output from swiftc 6.3.1 on Linux)
let maxI8 = Int8.max
print(maxI8 &+ 1, Int8.min &- 1, maxI8 &* 2, Int8(-128) &* -1)
print(UInt8(0) &- 1, UInt8(200) &+ 100, UInt16.max &* UInt16.max)
print(Int32.max.addingReportingOverflow(1), Int32(5).multipliedReportingOverflow(by: 3))
var minusOne: Int8 = -1
minusOne += 0
let (q, ovf) = Int8.min.dividedReportingOverflow(by: minusOne)
print(q, ovf)
print(Int8(truncatingIfNeeded: 300), Int8(truncatingIfNeeded: -129), UInt8(truncatingIfNeeded: -1))
print(Int8(clamping: 1000), UInt8(clamping: -5), Int16(clamping: Int.max))
print(Int8(exactly: 127) as Any, Int8(exactly: 128) as Any, UInt(exactly: -1) as Any)

print(7 / 2, -7 / 2, 7 / -2, 7 % 3, -7 % 3, 7 % -3)
let (quot, rem) = (-17).quotientAndRemainder(dividingBy: 5)
print(quot, rem)
func floorMod(_ a: Int, _ n: Int) -> Int { ((a % n) + n) % n }
print(floorMod(-17, 5), floorMod(17, 5))

print(1 << 62, Int.max, Int.min, Int.max &+ 1 == Int.min)
print(UInt64.max, UInt64.max.multipliedFullWidth(by: 2))
let wide = Int64.max.multipliedFullWidth(by: Int64.max)
print(wide.high, wide.low)
print(UInt8.max.dividingFullWidth((high: 0, low: 250)))

func hash(_ s: String) -> UInt32 {
    var h: UInt32 = 2166136261
    for b in s.utf8 { h = (h ^ UInt32(b)) &* 16777619 }
    return h
}
print(hash(""), hash("a"), hash("swift"))

var acc: UInt8 = 250
var wraps = 0
for _ in 0..<10 {
    let (r, o) = acc.addingReportingOverflow(3)
    acc = r
    if o { wraps += 1 }
}
print(acc, wraps)
print(Int16(-1).magnitude, Int8.min.magnitude, abs(-9), (-9).signum(), 0.signum())
print(Int(Int8.min) - 1, Int(bitPattern: UInt.max), UInt8(bitPattern: -2))
let big: Int64 = 1 << 40
print(Int32(truncatingIfNeeded: big + 5), big.description.count)
print((2 as Int).isMultiple(of: 2), 0.isMultiple(of: 0), 12.isMultiple(of: -4))
var sumWrapped: Int8 = 0
for v: Int8 in [100, 100, 100] { sumWrapped &+= v }
print(sumWrapped)

// expect: -128 127 -2 -128
// expect: 255 44 1
// expect: (partialValue: -2147483648, overflow: true) (partialValue: 15, overflow: false)
// expect: -128 true
// expect: 44 127 255
// expect: 127 0 32767
// expect: Optional(127) nil nil
// expect: 3 -3 -3 1 -1 1
// expect: -3 -2
// expect: 3 2
// expect: 4611686018427387904 9223372036854775807 -9223372036854775808 true
// expect: 18446744073709551615 (high: 1, low: 18446744073709551614)
// expect: 4611686018427387903 1
// expect: (quotient: 0, remainder: 250)
// expect: 2166136261 3826002220 2972868824
// expect: 24 1
// expect: 1 128 9 -1 0
// expect: -129 -1 254
// expect: 5 13
// expect: true true true
// expect: 44

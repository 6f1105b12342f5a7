// Compiler test style: wrapping overflow operators &+ &- &* and overflow-reporting methods
let maxI8 = Int8.max
print(maxI8 &+ 1)
print(Int8.min &- 1)
print(Int8(100) &* 3)
print(UInt8(250) &+ 10)
print(UInt8(3) &- 5)
print(UInt16(0xFFFF) &* 2)
print(Int32.max &+ Int32.max)
print(Int.min &- 1 == Int.max)

let (r1, o1) = Int8(120).addingReportingOverflow(10)
print(r1, o1)
let (r2, o2) = UInt8(16).multipliedReportingOverflow(by: 16)
print(r2, o2)
let (r3, o3) = Int16(-32768).subtractingReportingOverflow(1)
print(r3, o3)
let r4 = Int8(50).multipliedReportingOverflow(by: 2)
print(r4.partialValue, r4.overflow)
let minusOne: Int8 = Int8("-1")!
let d = Int8.min.dividedReportingOverflow(by: minusOne)
print(d.partialValue, d.overflow)

var hash: UInt32 = 2166136261
for byte in "swift".utf8 {
    hash ^= UInt32(byte)
    hash = hash &* 16777619
}
print("fnv1a:", hash)

var x: UInt8 = 200
x &+= 100
print(x)
x &*= 3
print(x)
x &-= 200
print(x)

let full = UInt8(200).multipliedFullWidth(by: 200)
print(full.high, full.low)
print(Int8(-128) &>> 1, Int8(1) &<< 9)

// expect: -128
// expect: 127
// expect: 44
// expect: 4
// expect: 254
// expect: 65534
// expect: -2
// expect: true
// expect: -126 true
// expect: 0 true
// expect: 32767 true
// expect: 100 false
// expect: -128 true
// expect: fnv1a: 2972868824
// expect: 44
// expect: 132
// expect: 188
// expect: 156 64
// expect: -64 2

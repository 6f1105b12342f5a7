// Compiler test style: wrapping arithmetic operators &+, &-, &* and &<<
let maxI8 = Int8.max
print(maxI8 &+ 1, Int8.min &- 1, maxI8 &* 2)
let u: UInt8 = 250
print(u &+ 10, UInt8(3) &- 5, u &* 3)
print(Int.max &+ 1 == Int.min, Int.min &- 1 == Int.max)
print(UInt16.max &+ 1, Int16(300) &* 300)
var h: UInt32 = 2166136261
for b in "hash".utf8 {
  h ^= UInt32(b)
  h = h &* 16777619
}
print(h)
var acc: UInt8 = 0
for _ in 0..<300 { acc &+= 1 }
print(acc)
var m: Int32 = 1
for _ in 0..<40 { m = m &* 3 }
print(m)
print(UInt8(1) &<< 9, Int8(1) &<< 7, UInt8(200) &>> 10)
let (r1, o1) = Int8(100).addingReportingOverflow(100)
print(r1, o1)
let (r2, o2) = UInt8(16).multipliedReportingOverflow(by: 16)
print(r2, o2)
let (r3, o3) = Int.max.subtractingReportingOverflow(-1)
print(r3 == Int.min, o3)
print(Int8(truncatingIfNeeded: 511), UInt8(truncatingIfNeeded: -1), Int16(truncatingIfNeeded: 70000))
print(Int8(exactly: 200) as Any, Int8(clamping: 200), UInt8(clamping: -5))
print(0 &- UInt(1) == UInt.max)
// expect: -128 127 -2
// expect: 4 254 238
// expect: true true
// expect: 0 24464
// expect: 3469047761
// expect: 44
// expect: 689956897
// expect: 2 -128 50
// expect: -56 true
// expect: 0 true
// expect: true true
// expect: -1 255 4464
// expect: nil 127 0
// expect: true

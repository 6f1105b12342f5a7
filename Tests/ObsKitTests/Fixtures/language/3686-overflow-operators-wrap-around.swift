// Swift book style: overflow operators wrap around instead of trapping
var unsignedOverflow = UInt8.max
unsignedOverflow = unsignedOverflow &+ 1
print(unsignedOverflow)

var unsignedUnderflow = UInt8.min
unsignedUnderflow = unsignedUnderflow &- 1
print(unsignedUnderflow)

var signedOverflow = Int8.min
signedOverflow = signedOverflow &- 1
print(signedOverflow)

let big = Int8.max
print(big &+ 1, big &* 2, big &+ big)
print(Int16.max &+ 1)
print(UInt16(300) &* 300)
print(Int32.min &- 1 == Int32.max)

let (sum, overflowed) = UInt8(250).addingReportingOverflow(10)
print(sum, overflowed)
let (product, o2) = Int8(16).multipliedReportingOverflow(by: 8)
print(product, o2)
let (ok, o3) = Int8(10).subtractingReportingOverflow(3)
print(ok, o3)

var hash: UInt32 = 2166136261
for byte in "abc".utf8 {
    hash = (hash ^ UInt32(byte)) &* 16777619
}
print(hash)
print(UInt8(200) &<< 1, UInt8(3) &>> 9)
// expect: 0
// expect: 255
// expect: 127
// expect: -128 -2 -2
// expect: -32768
// expect: 24464
// expect: true
// expect: 4 true
// expect: -128 true
// expect: 7 false
// expect: 440920331
// expect: 144 1

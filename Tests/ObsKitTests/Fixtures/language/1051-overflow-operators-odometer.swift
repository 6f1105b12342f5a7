// Basic Operators: overflow operators &+ &- &*, wrapping at bounds, and the ...ReportingOverflow methods.
// expected output: swiftc 6.3.1 (Linux), run on this machine
var odometer: UInt16 = 65_530
odometer = odometer &+ 10
print(odometer)
var stockLevel: UInt8 = 3
stockLevel = stockLevel &- 5
print(stockLevel)
var offset: Int8 = -120
offset = offset &- 10
print(offset)
print(Int8.max &+ 1, Int16.max &* 2, UInt8(200) &* 2)
print(Int.max &+ 1 == Int.min)
var hash: UInt32 = 2166136261
for byte in "abc".utf8 {
    hash ^= UInt32(byte)
    hash = hash &* 16777619
}
print("hash:", hash)
let (sum, overflowed) = UInt8(250).addingReportingOverflow(10)
print(sum, overflowed)
let product = Int8(64).multipliedReportingOverflow(by: 2)
print(product.partialValue, product.overflow)
let diff = Int32.min.subtractingReportingOverflow(1)
print(diff)
var counter: UInt8 = 254
for _ in 0..<4 {
    counter &+= 1
    print("counter", counter)
}
print(UInt8(1) &<< 9, Int8(-128) &>> 1)
print(UInt16.max.multipliedFullWidth(by: 3))

// expect: 4
// expect: 254
// expect: 126
// expect: -128 -2 144
// expect: true
// expect: hash: 440920331
// expect: 4 true
// expect: -128 true
// expect: (partialValue: 2147483647, overflow: true)
// expect: counter 255
// expect: counter 0
// expect: counter 1
// expect: counter 2
// expect: 2 -64
// expect: (high: 2, low: 65533)

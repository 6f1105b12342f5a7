// Overflow operators &+, &-, &* and the ...ReportingOverflow methods on several widths, including Int.
// Expected output: swiftc 6.3.1 on this machine.
print(Int8.max &+ 1, Int8.min &- 1, UInt16.max &+ 2, Int32.max &* 2)
print(UInt8(16) &* 17, UInt8.min &- 1)
let (sum, overflow) = UInt8(200).addingReportingOverflow(100)
print(sum, overflow)
let product = Int16(300).multipliedReportingOverflow(by: 200)
print(product.partialValue, product.overflow)
print(Int.max.addingReportingOverflow(1))
var minusOne: Int8 = -1
minusOne += 0
print(Int8.min.dividedReportingOverflow(by: minusOne))
print(UInt32(7).subtractingReportingOverflow(8))
print(UInt8(255).multipliedFullWidth(by: 255))

// expect: -128 127 1 -2
// expect: 16 255
// expect: 44 true
// expect: -5536 true
// expect: (partialValue: -9223372036854775808, overflow: true)
// expect: (partialValue: -128, overflow: true)
// expect: (partialValue: 4294967295, overflow: true)
// expect: (high: 254, low: 1)

// Q&A style (my app crashed with overflow, how do I wrap?): overflow operators and reporting variants
let big = Int8.max
print("Int8.max:", big)
print("&+ 1:", big &+ 1)
print("&- wrap:", Int8.min &- 1)
print("&* 2:", big &* 2)

let (value, overflow) = big.addingReportingOverflow(1)
print("addingReportingOverflow:", value, overflow)
let (v2, o2) = Int8(100).multipliedReportingOverflow(by: 2)
print("multipliedReportingOverflow:", v2, o2)

// UInt8 wraps from 0 to 255.
let zero: UInt8 = 0
print("UInt8 0 &- 1:", zero &- 1)
print("UInt8 200 &+ 100:", UInt8(200) &+ 100)

// Checking before converting avoids traps.
let large = 300
print("Int8(exactly: 300):", Int8(exactly: large) as Any)
print("Int8(truncatingIfNeeded: 300):", Int8(truncatingIfNeeded: large))
print("Int8(clamping: 300):", Int8(clamping: large))
print("UInt8(clamping: -5):", UInt8(clamping: -5))

// A simple hash mixing with wrapping multiplication.
var h: UInt32 = 2166136261
for byte in "abc".utf8 {
    h ^= UInt32(byte)
    h = h &* 16777619
}
print("fnv1a(abc):", h)

// &<< masks the shift amount.
print("1 &<< 9 for UInt8:", UInt8(1) &<< 9)
print("1 << 9 for UInt8:", UInt8(1) << 9)

// Negation overflow.
print("Int8.min negated wrapping:", 0 &- Int8.min)
print("Int.max &+ 1 == Int.min:", Int.max &+ 1 == Int.min)

// expect: Int8.max: 127
// expect: &+ 1: -128
// expect: &- wrap: 127
// expect: &* 2: -2
// expect: addingReportingOverflow: -128 true
// expect: multipliedReportingOverflow: -56 true
// expect: UInt8 0 &- 1: 255
// expect: UInt8 200 &+ 100: 44
// expect: Int8(exactly: 300): nil
// expect: Int8(truncatingIfNeeded: 300): 44
// expect: Int8(clamping: 300): 127
// expect: UInt8(clamping: -5): 0
// expect: fnv1a(abc): 440920331
// expect: 1 &<< 9 for UInt8: 2
// expect: 1 << 9 for UInt8: 0
// expect: Int8.min negated wrapping: -128
// expect: Int.max &+ 1 == Int.min: true

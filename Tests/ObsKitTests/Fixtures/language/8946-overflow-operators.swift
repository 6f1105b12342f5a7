// Apple docs style (Int overflow operators &+ &- &*): wrapping arithmetic at the integer limits
let big = Int.max
print(big)
print(big &+ 1 == Int.min)
print(Int.min &- 1 == Int.max)

let small: UInt8 = 250
print(small &+ 10)
print(UInt8(3) &- 5)
print(UInt8(16) &* 17)
print(Int8.max &+ 1, Int8.min &- 1, Int8(100) &* 3)

// Reporting overflow instead of wrapping
let (sum, overflow) = Int8(120).addingReportingOverflow(10)
print(sum, overflow)
let (product, didOverflow) = UInt16.max.multipliedReportingOverflow(by: 2)
print(product, didOverflow)
let (diff, under) = UInt(0).subtractingReportingOverflow(1)
print(diff == UInt.max, under)

// Safe addition helper
func safeAdd(_ a: Int, _ b: Int) -> Int? {
    let (r, o) = a.addingReportingOverflow(b)
    return o ? nil : r
}
print(safeAdd(1, 2) as Any, safeAdd(Int.max, 1) as Any, safeAdd(Int.min, -1) as Any)

// Hash-like mixing with wrapping multiplication (FNV-1a, 32-bit)
func fnv1a(_ s: String) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    for byte in s.utf8 {
        hash ^= UInt32(byte)
        hash = hash &* 16_777_619
    }
    return hash
}
for word in ["", "a", "swift"] {
    print("fnv1a(\"\(word)\") =", fnv1a(word))
}

// Counters that wrap around like an odometer
struct Odometer {
    var reading: UInt8 = 0
    mutating func advance(by n: UInt8) { reading &+= n }
}
var odo = Odometer()
for step in [100, 100, 100] as [UInt8] {
    odo.advance(by: step)
    print("reading:", odo.reading)
}

// Truncating and clamping conversions
print(Int8(truncatingIfNeeded: 300), UInt8(truncatingIfNeeded: -1))
print(Int8(clamping: 300), UInt8(clamping: -20), Int16(exactly: 70_000) as Any)
print(Int32.max, Int64.min, UInt32.max)

// expect: 9223372036854775807
// expect: true
// expect: true
// expect: 4
// expect: 254
// expect: 16
// expect: -128 127 44
// expect: -126 true
// expect: 65534 true
// expect: true true
// expect: Optional(3) nil nil
// expect: fnv1a("") = 2166136261
// expect: fnv1a("a") = 3826002220
// expect: fnv1a("swift") = 2972868824
// expect: reading: 100
// expect: reading: 200
// expect: reading: 44
// expect: 44 255
// expect: 127 0 nil
// expect: 2147483647 -9223372036854775808 4294967295

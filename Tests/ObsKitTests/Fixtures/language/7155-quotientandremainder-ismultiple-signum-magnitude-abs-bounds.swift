// Standard library API style (integer division and sign): quotientAndRemainder, isMultiple(of:), signum, magnitude, abs and bounds
let pairs: [(Int, Int)] = [(17, 5), (-17, 5), (17, -5), (-17, -5), (0, 3), (4, 4)]
for (x, y) in pairs {
    let qr = x.quotientAndRemainder(dividingBy: y)
    print("qr \(x)/\(y):", qr.quotient, qr.remainder, "/ %:", x / y, x % y)
}
print("isMultiple 12 of 4:", 12.isMultiple(of: 4))
print("isMultiple 12 of 5:", 12.isMultiple(of: 5))
print("isMultiple 0 of 0:", 0.isMultiple(of: 0))
print("isMultiple 5 of 0:", 5.isMultiple(of: 0))
print("isMultiple -9 of 3:", (-9).isMultiple(of: 3))
print("isMultiple min of -1:", Int.min.isMultiple(of: -1))
print("signum:", (-42).signum(), 0.signum(), 42.signum(), Int8(-3).signum())
print("magnitude:", (-42).magnitude, Int8.min.magnitude, Int.min.magnitude)
print("magnitude type:", type(of: Int16(-5).magnitude))
print("abs:", abs(-7), abs(7), abs(Int8(-127)))
print("UInt8 bounds:", UInt8.min, UInt8.max)
print("Int8 bounds:", Int8.min, Int8.max)
print("Int16 bounds:", Int16.min, Int16.max)
print("UInt16 bounds:", UInt16.min, UInt16.max)
print("Int32 bounds:", Int32.min, Int32.max)
print("UInt32 max:", UInt32.max)
print("Int64 bounds:", Int64.min, Int64.max)
print("UInt64 max:", UInt64.max)
print("isSigned:", Int8.isSigned, UInt8.isSigned, Int.isSigned, UInt.isSigned)
print("zero:", Int.zero, UInt8.zero)
let nums = [-8, -3, 0, 5, 12]
print("evens:", nums.filter { $0.isMultiple(of: 2) })
print("signs:", nums.map { $0.signum() })
print("mags:", nums.map { $0.magnitude })
print("min max:", nums.min()!, nums.max()!, min(3, 9, -1), max(3, 9, -1))
func gcd(_ a: Int, _ b: Int) -> Int {
    var (x, y) = (a.magnitude, b.magnitude)
    while y != 0 { (x, y) = (y, x % y) }
    return Int(x)
}
print("gcd:", gcd(48, -18), gcd(0, 5), gcd(17, 5))
print("power of 2 check:", [0, 1, 6, 8].map { $0 > 0 && ($0 & ($0 - 1)) == 0 })
print("distance:", 3.distance(to: 10), 10.distance(to: 3), 5.advanced(by: -8))

// expect: qr 17/5: 3 2 / %: 3 2
// expect: qr -17/5: -3 -2 / %: -3 -2
// expect: qr 17/-5: -3 2 / %: -3 2
// expect: qr -17/-5: 3 -2 / %: 3 -2
// expect: qr 0/3: 0 0 / %: 0 0
// expect: qr 4/4: 1 0 / %: 1 0
// expect: isMultiple 12 of 4: true
// expect: isMultiple 12 of 5: false
// expect: isMultiple 0 of 0: true
// expect: isMultiple 5 of 0: false
// expect: isMultiple -9 of 3: true
// expect: isMultiple min of -1: true
// expect: signum: -1 0 1 -1
// expect: magnitude: 42 128 9223372036854775808
// expect: magnitude type: UInt16
// expect: abs: 7 7 127
// expect: UInt8 bounds: 0 255
// expect: Int8 bounds: -128 127
// expect: Int16 bounds: -32768 32767
// expect: UInt16 bounds: 0 65535
// expect: Int32 bounds: -2147483648 2147483647
// expect: UInt32 max: 4294967295
// expect: Int64 bounds: -9223372036854775808 9223372036854775807
// expect: UInt64 max: 18446744073709551615
// expect: isSigned: true false true false
// expect: zero: 0 0
// expect: evens: [-8, 0, 12]
// expect: signs: [-1, -1, 0, 1, 1]
// expect: mags: [8, 3, 0, 5, 12]
// expect: min max: -8 12 -1 9
// expect: gcd: 6 5 1
// expect: power of 2 check: [false, true, false, true]
// expect: distance: 7 -7 -3

// Swift book style: quotientAndRemainder, isMultiple(of:), signum, magnitude, abs
for (n, d) in [(17, 5), (-17, 5), (17, -5), (-17, -5), (0, 3)] {
    let qr = n.quotientAndRemainder(dividingBy: d)
    print(n, d, qr.quotient, qr.remainder, n / d, n % d)
}
print(UInt8(200).quotientAndRemainder(dividingBy: 7))
print(12.isMultiple(of: 3), 12.isMultiple(of: 5), 0.isMultiple(of: 0), 5.isMultiple(of: 0))
print((-9).isMultiple(of: 3), Int.min.isMultiple(of: -1))
print((-42).signum(), 0.signum(), 42.signum(), Int8(-3).signum())
print((-42).magnitude, Int8.min.magnitude, type(of: Int8.min.magnitude))
print(abs(-7), abs(Int32(-8)), abs(-2.5))
print(Int64(-5).magnitude, UInt(7).magnitude)
let negatives = [-3, -1, 0, 2, 5].map { $0.signum() }
print(negatives)
print((-7).quotientAndRemainder(dividingBy: 2), (-7) / 2, (-7) % 2)
print(7.0.truncatingRemainder(dividingBy: 2.5), (-7.0).truncatingRemainder(dividingBy: 2.5))
print(7.0.remainder(dividingBy: 2.5), 8.0.remainder(dividingBy: 3.0))
let total = 125
let (hours, minutes) = total.quotientAndRemainder(dividingBy: 60)
print("\(hours)h \(minutes)m")
print(Int.max.signum(), Int.min.signum(), Int.min.magnitude)

// expect: 17 5 3 2 3 2
// expect: -17 5 -3 -2 -3 -2
// expect: 17 -5 -3 2 -3 2
// expect: -17 -5 3 -2 3 -2
// expect: 0 3 0 0 0 0
// expect: (quotient: 28, remainder: 4)
// expect: true false true false
// expect: true true
// expect: -1 0 1 -1
// expect: 42 128 UInt8
// expect: 7 8 2.5
// expect: 5 7
// expect: [-1, -1, 0, 1, 1]
// expect: (quotient: -3, remainder: -1) -3 -1
// expect: 2.0 -2.0
// expect: -0.5 -1.0
// expect: 2h 5m
// expect: 1 -1 9223372036854775808

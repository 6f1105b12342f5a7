// Swift stdlib test style (numbers): truncatingRemainder vs remainder vs %, squareRoot, magnitude, signum, isMultiple(of:), quotientAndRemainder and the sign rules for negatives
let pairs: [(Double, Double)] = [(7, 3), (-7, 3), (7, -3), (8, 3), (5.5, 2), (-5.5, 2), (10, 4)]
for (a, b) in pairs {
    print(a, b, a.truncatingRemainder(dividingBy: b), a.remainder(dividingBy: b))
}
print(7 % 3, -7 % 3, 7 % -3, -7 % -3)

for n in [0.0, 1.0, 2.0, 16.0, 0.25, 1e10] {
    print(n, n.squareRoot())
}
print((-4.0).squareRoot().isNaN, Float(2).squareRoot())

print((-5).magnitude, (5).magnitude, Int8.min.magnitude, type(of: Int8.min.magnitude))
print((-2.5).magnitude, Double(-0.0).magnitude, abs(-7), abs(-7.25))
print((-9).signum(), 0.signum(), 42.signum())
print(Int64(-3).signum(), UInt(5).signum())

for n in [0, 6, 7, -12] {
    print(n, n.isMultiple(of: 3), n.isMultiple(of: 2), n.isMultiple(of: 0))
}
print(Int.min.isMultiple(of: -1))

for (a, b) in [(17, 5), (-17, 5), (17, -5), (-17, -5), (0, 3)] {
    let qr = a.quotientAndRemainder(dividingBy: b)
    print(a, b, "q:\(qr.quotient) r:\(qr.remainder)", qr.quotient * b + qr.remainder == a)
}
let (q, r) = UInt8(250).quotientAndRemainder(dividingBy: 7)
print(q, r)
print(17 / 5, -17 / 5, 17.0 / 5.0)
print(Double(17).truncatingRemainder(dividingBy: 0).isNaN, fmodLike(17.5, 5))

func fmodLike(_ a: Double, _ b: Double) -> Double { a - (a / b).rounded(.towardZero) * b }

// expect: 7.0 3.0 1.0 1.0
// expect: -7.0 3.0 -1.0 -1.0
// expect: 7.0 -3.0 1.0 1.0
// expect: 8.0 3.0 2.0 -1.0
// expect: 5.5 2.0 1.5 -0.5
// expect: -5.5 2.0 -1.5 0.5
// expect: 10.0 4.0 2.0 2.0
// expect: 1 -1 1 -1
// expect: 0.0 0.0
// expect: 1.0 1.0
// expect: 2.0 1.4142135623730951
// expect: 16.0 4.0
// expect: 0.25 0.5
// expect: 10000000000.0 100000.0
// expect: true 1.4142135
// expect: 5 5 128 UInt8
// expect: 2.5 0.0 7 7.25
// expect: -1 0 1
// expect: -1 1
// expect: 0 true true true
// expect: 6 true true false
// expect: 7 false false false
// expect: -12 true true false
// expect: true
// expect: 17 5 q:3 r:2 true
// expect: -17 5 q:-3 r:-2 true
// expect: 17 -5 q:-3 r:2 true
// expect: -17 -5 q:3 r:-2 true
// expect: 0 3 q:0 r:0 true
// expect: 35 5
// expect: 3 -3 3.4
// expect: true 2.5

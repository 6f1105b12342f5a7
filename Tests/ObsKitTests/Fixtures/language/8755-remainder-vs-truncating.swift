// Apple docs style (FloatingPoint.remainder(dividingBy:) vs truncatingRemainder(dividingBy:))
let pairs: [(Double, Double)] = [(8.625, 0.75), (7, 2), (5, 2), (-5, 2), (10, 3), (11, 3), (-11, 3), (5.5, -2)]

for (x, y) in pairs {
    let r = x.remainder(dividingBy: y)
    let t = x.truncatingRemainder(dividingBy: y)
    print("x=\(x) y=\(y) remainder=\(r) truncating=\(t)")
}

// Normalizing an angle to (-180, 180] vs [0, 360)
func signedAngle(_ deg: Double) -> Double {
    deg.remainder(dividingBy: 360)
}
func positiveAngle(_ deg: Double) -> Double {
    let t = deg.truncatingRemainder(dividingBy: 360)
    return t < 0 ? t + 360 : t
}
for a in [370.0, -30.0, 190.0, 720.0, -725.5, 540.0] {
    print("angle \(a): signed \(signedAngle(a)) positive \(positiveAngle(a))")
}

// truncatingRemainder matches Int's % for whole numbers
var agree = true
for a in -7...7 {
    for b in [-3, 2, 5] {
        if Double(a % b) != Double(a).truncatingRemainder(dividingBy: Double(b)) { agree = false }
    }
}
print("matches Int %:", agree)

// The formRemainder mutating variants
var phase = 1000.25
phase.formTruncatingRemainder(dividingBy: 1)
print("fractional part of 1000.25:", phase)
var wave = 7.0
wave.formRemainder(dividingBy: 4)
print("7 remainder 4:", wave)

// Edge cases
print("x rem 0 is nan:", (5.0).remainder(dividingBy: 0).isNaN, "x trunc inf:", (5.0).truncatingRemainder(dividingBy: .infinity), "inf rem 2 is nan:", Double.infinity.remainder(dividingBy: 2).isNaN)

// expect: x=8.625 y=0.75 remainder=-0.375 truncating=0.375
// expect: x=7.0 y=2.0 remainder=-1.0 truncating=1.0
// expect: x=5.0 y=2.0 remainder=1.0 truncating=1.0
// expect: x=-5.0 y=2.0 remainder=-1.0 truncating=-1.0
// expect: x=10.0 y=3.0 remainder=1.0 truncating=1.0
// expect: x=11.0 y=3.0 remainder=-1.0 truncating=2.0
// expect: x=-11.0 y=3.0 remainder=1.0 truncating=-2.0
// expect: x=5.5 y=-2.0 remainder=-0.5 truncating=1.5
// expect: angle 370.0: signed 10.0 positive 10.0
// expect: angle -30.0: signed -30.0 positive 330.0
// expect: angle 190.0: signed -170.0 positive 190.0
// expect: angle 720.0: signed 0.0 positive 0.0
// expect: angle -725.5: signed -5.5 positive 354.5
// expect: angle 540.0: signed -180.0 positive 180.0
// expect: matches Int %: true
// expect: fractional part of 1000.25: 0.25
// expect: 7 remainder 4: -1.0
// expect: x rem 0 is nan: true x trunc inf: 5.0 inf rem 2 is nan: true

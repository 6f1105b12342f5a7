// Compiler test style: truncatingRemainder versus remainder for floating point
let pairs: [(Double, Double)] = [(7.0, 2.0), (-7.0, 2.0), (7.5, 2.0), (5.0, 3.0), (-5.5, 2.0), (10.0, 4.0)]
for (a, b) in pairs {
    print(a, b, a.truncatingRemainder(dividingBy: b), a.remainder(dividingBy: b))
}
var r = 17.25
r.formTruncatingRemainder(dividingBy: 5)
print(r)
var s = 17.25
s.formRemainder(dividingBy: 5)
print(s)
print(Float(9.5).remainder(dividingBy: 2))
print((1.0).truncatingRemainder(dividingBy: 0.0).isNaN)

// expect: 7.0 2.0 1.0 -1.0
// expect: -7.0 2.0 -1.0 1.0
// expect: 7.5 2.0 1.5 -0.5
// expect: 5.0 3.0 2.0 -1.0
// expect: -5.5 2.0 -1.5 0.5
// expect: 10.0 4.0 2.0 2.0
// expect: 2.25
// expect: 2.25
// expect: -0.5
// expect: true

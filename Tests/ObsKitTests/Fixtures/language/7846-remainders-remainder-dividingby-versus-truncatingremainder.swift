// Blog style (remainders): remainder(dividingBy:) versus truncatingRemainder and %
let pairs: [(Double, Double)] = [(7, 3), (8, 3), (-7, 3), (7, -3), (5.5, 2), (6.5, 2), (10, 4)]
for (a, b) in pairs {
    print(a, b, a.truncatingRemainder(dividingBy: b), a.remainder(dividingBy: b))
}
print(7 % 3, -7 % 3, 7 % -3)
print(7 / 3, -7 / 3)
let q = (-7).quotientAndRemainder(dividingBy: 3)
print(q.quotient, q.remainder)
print(17.quotientAndRemainder(dividingBy: 5))
var angle = 725.0
angle.formTruncatingRemainder(dividingBy: 360)
print(angle)
var a2 = 190.0
a2.formRemainder(dividingBy: 360)
print(a2)
func mod(_ a: Int, _ n: Int) -> Int { ((a % n) + n) % n }
print(mod(-7, 3), mod(7, 3), mod(-1, 12))
// expect: 7.0 3.0 1.0 1.0
// expect: 8.0 3.0 2.0 -1.0
// expect: -7.0 3.0 -1.0 -1.0
// expect: 7.0 -3.0 1.0 1.0
// expect: 5.5 2.0 1.5 -0.5
// expect: 6.5 2.0 0.5 0.5
// expect: 10.0 4.0 2.0 2.0
// expect: 1 -1 1
// expect: 2 -2
// expect: -2 -1
// expect: (quotient: 3, remainder: 2)
// expect: 5.0
// expect: -170.0
// expect: 2 1 11

// Swift book style: remainder operator sign follows the dividend
print(9 % 4, -9 % 4, 9 % -4, -9 % -4)
print(9 / 4, -9 / 4, 9 / -4, -9 / -4)
for a in [-7, -1, 0, 1, 7] {
    let q = a / 3
    let r = a % 3
    print("\(a) = 3 * \(q) + \(r): \(3 * q + r == a)")
}

func mod(_ a: Int, _ n: Int) -> Int {
    let r = a % n
    return r < 0 ? r + n : r
}
print((-5...5).map { mod($0, 3) })
print((-5...5).map { $0 % 3 })

func floorDiv(_ a: Int, _ b: Int) -> Int {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
}
print(floorDiv(7, 2), floorDiv(-7, 2), floorDiv(7, -2), floorDiv(-7, -2))

let qr = 17.quotientAndRemainder(dividingBy: 5)
print(qr.quotient, qr.remainder)
let nqr = (-17).quotientAndRemainder(dividingBy: 5)
print(nqr)
let (q8, r8) = Int8(-128).quotientAndRemainder(dividingBy: 3)
print(q8, r8)
let uqr = UInt32(1_000_003).quotientAndRemainder(dividingBy: 1000)
print(uqr.quotient, uqr.remainder)

var x = 100
x %= 7
print("100 % 7 = \(x)")
let weekday = (3 + 10) % 7
let backwards = mod(3 - 10, 7)
print("weekday forward \(weekday), backward \(backwards)")
print(Double(-9).truncatingRemainder(dividingBy: 4), Double(-9).remainder(dividingBy: 4))
// expect: 1 -1 1 -1
// expect: 2 -2 -2 2
// expect: -7 = 3 * -2 + -1: true
// expect: -1 = 3 * 0 + -1: true
// expect: 0 = 3 * 0 + 0: true
// expect: 1 = 3 * 0 + 1: true
// expect: 7 = 3 * 2 + 1: true
// expect: [1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2]
// expect: [-2, -1, 0, -2, -1, 0, 1, 2, 0, 1, 2]
// expect: 3 -4 -4 3
// expect: 3 2
// expect: (quotient: -3, remainder: -2)
// expect: -42 -2
// expect: 1000 3
// expect: 100 % 7 = 2
// expect: weekday forward 6, backward 0
// expect: -1.0 -1.0

// Compiler test style: integer division and remainder with negative operands
let pairs: [(Int, Int)] = [(7, 2), (-7, 2), (7, -2), (-7, -2), (0, 5), (1, 1)]
for (a, b) in pairs {
    let qr = a.quotientAndRemainder(dividingBy: b)
    print("\(a) / \(b) = \(a / b), \(a) % \(b) = \(a % b), qr = \(qr.quotient),\(qr.remainder)")
}
let x: Int8 = -128
print(x / 3, x % 3)
let u: UInt32 = 4_000_000_000
print(u / 7, u % 7)
var m = -17
m %= 5
print(m)
m /= -2
print(m)

// expect: 7 / 2 = 3, 7 % 2 = 1, qr = 3,1
// expect: -7 / 2 = -3, -7 % 2 = -1, qr = -3,-1
// expect: 7 / -2 = -3, 7 % -2 = 1, qr = -3,1
// expect: -7 / -2 = 3, -7 % -2 = -1, qr = 3,-1
// expect: 0 / 5 = 0, 0 % 5 = 0, qr = 0,0
// expect: 1 / 1 = 1, 1 % 1 = 0, qr = 1,0
// expect: -42 -2
// expect: 571428571 3
// expect: -2
// expect: 1

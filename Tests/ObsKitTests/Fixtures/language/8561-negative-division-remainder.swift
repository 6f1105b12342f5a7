// Q&A style (why is -7 % 3 negative in Swift?): truncating division and remainder vs floored modulo
let pairs: [(Int, Int)] = [(7, 3), (-7, 3), (7, -3), (-7, -3)]

for (a, b) in pairs {
    print("\(a) / \(b) = \(a / b), \(a) % \(b) = \(a % b)")
}

// The identity a == (a / b) * b + a % b always holds.
for (a, b) in pairs {
    print("identity holds for (\(a), \(b)):", (a / b) * b + a % b == a)
}

// A floored modulo helper (what Python's % does).
func mod(_ a: Int, _ n: Int) -> Int {
    let r = a % n
    return r < 0 ? r + abs(n) : r
}
print("mod(-7, 3) =", mod(-7, 3))
print("mod(-1, 12) =", mod(-1, 12))

// Wrapping an index into an array backwards.
let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
let today = 1
print("3 days before Tue:", days[mod(today - 3, days.count)])

// quotientAndRemainder matches / and %.
let qr = (-17).quotientAndRemainder(dividingBy: 5)
print(qr.quotient, qr.remainder)

// Floating point remainder functions differ.
print((-7.0).truncatingRemainder(dividingBy: 3))
print((-7.0).remainder(dividingBy: 3))
print((7.5).truncatingRemainder(dividingBy: 2))

// Rounding of integer division for negative numbers: toward zero.
print(-1 / 2, 1 / 2, -3 / 2)

// expect: 7 / 3 = 2, 7 % 3 = 1
// expect: -7 / 3 = -2, -7 % 3 = -1
// expect: 7 / -3 = -2, 7 % -3 = 1
// expect: -7 / -3 = 2, -7 % -3 = -1
// expect: identity holds for (7, 3): true
// expect: identity holds for (-7, 3): true
// expect: identity holds for (7, -3): true
// expect: identity holds for (-7, -3): true
// expect: mod(-7, 3) = 2
// expect: mod(-1, 12) = 11
// expect: 3 days before Tue: Sat
// expect: -3 -2
// expect: -1.0
// expect: -1.0
// expect: 1.5
// expect: 0 0 -1

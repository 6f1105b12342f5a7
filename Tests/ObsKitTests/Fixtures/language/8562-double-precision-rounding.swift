// Q&A style (why is 0.1 + 0.2 != 0.3?): binary floating point and the rounding rules
import Foundation

let sum = 0.1 + 0.2
print(sum)
print(sum == 0.3)
print(abs(sum - 0.3) < 1e-9)
print(String(format: "%.2f", sum))

// Default rounded() is schoolbook (away from zero), not banker's.
let halves = [0.5, 1.5, 2.5, -0.5, -2.5]
print(halves.map { $0.rounded() })
print(halves.map { $0.rounded(.toNearestOrEven) })
print(halves.map { $0.rounded(.down) })
print(halves.map { $0.rounded(.towardZero) })
print(halves.map { $0.rounded(.up) })

// Rounding to two decimal places.
let price = 2.675
print((price * 100).rounded() / 100)
print(String(format: "%.2f", price))
print(String(format: "%.3f", 1.0005))

// Float vs Double description.
let f: Float = 0.1
print(f, Double(f))
print(Float(0.1) + Float(0.2))

// Int conversion truncates toward zero.
print(Int(2.99), Int(-2.99))

// Accumulated error.
var total = 0.0
for _ in 0..<10 { total += 0.1 }
print(total, total == 1.0)
print(1.0 / 3.0, 2.0 / 3.0)
print(Double.ulpOfOne, (1.0).nextUp)

// expect: 0.30000000000000004
// expect: false
// expect: true
// expect: 0.30
// expect: [1.0, 2.0, 3.0, -1.0, -3.0]
// expect: [0.0, 2.0, 2.0, -0.0, -2.0]
// expect: [0.0, 1.0, 2.0, -1.0, -3.0]
// expect: [0.0, 1.0, 2.0, -0.0, -2.0]
// expect: [1.0, 2.0, 3.0, -0.0, -2.0]
// expect: 2.68
// expect: 2.67
// expect: 1.000
// expect: 0.1 0.10000000149011612
// expect: 0.3
// expect: 2 -2
// expect: 0.9999999999999999 false
// expect: 0.3333333333333333 0.6666666666666666
// expect: 2.220446049250313e-16 1.0000000000000002

// Float next to Double: the shortest digits Swift prints for each, Float arithmetic, rounding, and converting between them.
// Expected output: swiftc 6.3.1 on this machine.
import Foundation

let third: Float = 1 / 3
let doubleThird: Double = 1 / 3
print(third, doubleThird)
print(Float.pi, Double.pi, Float(Double.pi))
let price: Float = 19.99
print(price * 3, (price * 100).rounded() / 100)
print(Float(0.1) + Float(0.2), 0.1 + 0.2)
print(Double(Float(0.1)), Float(16_777_217), Float.greatestFiniteMagnitude)
var total: Float = 0
for _ in 1...10 { total += 0.1 }
print(total, total == 1.0)
print(Float(2).squareRoot(), Float(-7.5).magnitude, Float(7.25).rounded(.down))
print(type(of: third), third > 0.333, Float("2.5") as Any)

// expect: 0.33333334 0.3333333333333333
// expect: 3.1415925 3.141592653589793 3.1415927
// expect: 59.97 19.99
// expect: 0.3 0.30000000000000004
// expect: 0.10000000149011612 16777216.0 3.4028235e+38
// expect: 1.0000001 false
// expect: 1.4142135 7.5 7.0
// expect: Float true Optional(2.5)

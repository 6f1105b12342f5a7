// Int and Double: conversions, parsing, rounding, helpers, limits, free functions
import Foundation
print(Int("42")!, Int("4x") == nil, Int("-7")!, Int("ff", radix: 16)!, Double("2.5")!, Double("x") == nil)
print(Int(7.9), Int(-7.9), Double(7) / 2, Int(Double(10) / 4))
print(12.isMultiple(of: 4), 7.isMultiple(of: 2), (-5).signum(), 0.signum(), 17.quotientAndRemainder(dividingBy: 5))
print(2.5.rounded(), (-2.5).rounded(), 2.7.rounded(.down), 2.2.rounded(.up), (-2.7).rounded(.towardZero))
print(16.0.squareRoot(), 7.5.truncatingRemainder(dividingBy: 2), 10.0 / 4, 1.0 / 0)
print(Int.max, Int.min, Double.infinity, -Double.infinity, Double.pi)
print(abs(-3), abs(3.25), min(4, 2, 8), max(1.5, 0.5), min("b", "a"))
print(stride(from: 0, to: 10, by: 4).map { $0 }, stride(from: 3, through: 1, by: -1).map { $0 })
print(stride(from: 0.0, to: 1.0, by: 0.25).map { $0 })
print(5.description + "!", 2.5.description, true.description, 1e100, 1.5e-7, 123456.789)
print(7 / 2, 7.0 / 2, 7 % 3, -7 % 3, 2 * 3 + 1)
let values = [3.5, 1.25, 2.0]
print(values.reduce(0, +), values.max()!, values.sorted(), values.map { Int($0) })
print(Double(Int.max) > 1e18, Int(exactly: 2.0) == nil)
// expect: 42 true -7 255 2.5 true
// expect: 7 -7 3.5 2
// expect: true false -1 0 (quotient: 3, remainder: 2)
// expect: 3.0 -3.0 2.0 3.0 -2.0
// expect: 4.0 1.5 2.5 inf
// expect: 9223372036854775807 -9223372036854775808 inf -inf 3.141592653589793
// expect: 3 3.25 2 1.5 a
// expect: [0, 4, 8] [3, 2, 1]
// expect: [0.0, 0.25, 0.5, 0.75]
// expect: 5! 2.5 true 1e+100 1.5e-07 123456.789
// expect: 3 3.5 1 -1 7
// expect: 6.75 3.5 [1.25, 2.0, 3.5] [3, 1, 2]
// expect: true false

// Swift Forums style (rounding rules): rounded() is schoolbook, not banker's; other rules and Int conversion differ
import Foundation
let values = [0.5, 1.5, 2.5, -0.5, -1.5, 2.4999, -2.6]
print(values.map { $0.rounded() })
print(values.map { $0.rounded(.toNearestOrEven) })
print(values.map { $0.rounded(.towardZero) })
print(values.map { $0.rounded(.down) })
print(values.map { $0.rounded(.up) })
print(values.map { $0.rounded(.awayFromZero) })
print(values.map { Int($0) })

var x = 7.45
x.round(.toNearestOrAwayFromZero)
print(x)
var y = -7.5
y.round()
print(y)

print((2.675 * 100).rounded() / 100)
print((1.005 * 100).rounded() / 100)
print(Float(2.5).rounded(), Float(3.5).rounded(.toNearestOrEven))

print((17.0).truncatingRemainder(dividingBy: 5), (-17.0).truncatingRemainder(dividingBy: 5))
print((17.0).remainder(dividingBy: 5), (18.0).remainder(dividingBy: 5), (-17.0).remainder(dividingBy: 5))
print(7 / 2, Double(7) / 2, Double(7 / 2))
print(floor(-2.5), ceil(-2.5), round(-2.5), (-2.5).rounded(.toNearestOrEven))
print(Int((0.29 * 100).rounded()), Int(0.29 * 100))

// expect: [1.0, 2.0, 3.0, -1.0, -2.0, 2.0, -3.0]
// expect: [0.0, 2.0, 2.0, -0.0, -2.0, 2.0, -3.0]
// expect: [0.0, 1.0, 2.0, -0.0, -1.0, 2.0, -2.0]
// expect: [0.0, 1.0, 2.0, -1.0, -2.0, 2.0, -3.0]
// expect: [1.0, 2.0, 3.0, -0.0, -1.0, 3.0, -2.0]
// expect: [1.0, 2.0, 3.0, -1.0, -2.0, 3.0, -3.0]
// expect: [0, 1, 2, 0, -1, 2, -2]
// expect: 7.0
// expect: -8.0
// expect: 2.68
// expect: 1.0
// expect: 3.0 4.0
// expect: 2.0 -2.0
// expect: 2.0 -2.0 -2.0
// expect: 3 3.5 3.0
// expect: -3.0 -2.0 -3.0 -2.0
// expect: 29 28

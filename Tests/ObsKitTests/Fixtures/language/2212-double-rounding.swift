// Compiler test style (stdlib): Double rounded(_:) rules, truncatingRemainder, remainder, Int(Double) truncation
let samples = [2.5, 3.5, -2.5, -0.5, 1.49999, 0.5, -1.7]
for value in samples {
    print(value,
          value.rounded(),
          value.rounded(.toNearestOrEven),
          value.rounded(.toNearestOrAwayFromZero),
          value.rounded(.up),
          value.rounded(.down),
          value.rounded(.towardZero),
          value.rounded(.awayFromZero))
}

var price = 19.987
price.round(.down)
print(price)
var tiny = -0.4
tiny.round()
print(tiny, tiny == 0, tiny.sign == .minus)

print(10.5.truncatingRemainder(dividingBy: 3), (-10.5).truncatingRemainder(dividingBy: 3))
print(10.5.remainder(dividingBy: 3), (-10.5).remainder(dividingBy: 3), 7.0.remainder(dividingBy: 2))
print(Int(3.99), Int(-3.99), Int(0.9999999), Int(Double(Int32.max) + 0.5))
print(Int8(exactly: 127.0) as Any, UInt(exactly: price - 20) as Any, Int(exactly: 1e18) as Any)

let cents = (12.345 * 100).rounded() / 100
print(cents, (2.675 * 100).rounded() / 100)
print(Double(7) / 2, Double(7 / 2), 7.0 / 2.0 * 2.0)
print(Float(2.5).rounded(), Float(-2.5).rounded(.towardZero), Float(1) / 3)
print(1.0.nextUp > 1.0, 1.0.ulp, (0.1).nextDown < 0.1)
print(Double(Int.max), Double(UInt8.max), Double(exactly: Int.max) as Any)

// expect: 2.5 3.0 2.0 3.0 3.0 2.0 2.0 3.0
// expect: 3.5 4.0 4.0 4.0 4.0 3.0 3.0 4.0
// expect: -2.5 -3.0 -2.0 -3.0 -2.0 -3.0 -2.0 -3.0
// expect: -0.5 -1.0 -0.0 -1.0 -0.0 -1.0 -0.0 -1.0
// expect: 1.49999 1.0 1.0 1.0 2.0 1.0 1.0 2.0
// expect: 0.5 1.0 0.0 1.0 1.0 0.0 0.0 1.0
// expect: -1.7 -2.0 -2.0 -2.0 -1.0 -2.0 -1.0 -2.0
// expect: 19.0
// expect: -0.0 true true
// expect: 1.5 -1.5
// expect: -1.5 1.5 -1.0
// expect: 3 -3 0 2147483647
// expect: Optional(127) nil Optional(1000000000000000000)
// expect: 12.35 2.68
// expect: 3.5 3.0 7.0
// expect: 3.0 -2.0 0.33333334
// expect: true 2.220446049250313e-16 true
// expect: 9.223372036854776e+18 255.0 nil

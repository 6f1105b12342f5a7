// The Basics: Float and Double precision, exponent and hexadecimal float literals, truncation, rounding.
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

let third: Float = 1 / 3
let preciseThird: Double = 1 / 3
print(third)
print(preciseThird)
print(Float.pi, Double.pi)
let rainfallMillimetres = 4.5e3
let dropletMetres = 7.5e-3
let quarterHex = 0x1p-2
print(rainfallMillimetres, dropletMetres, quarterHex)
let leadingZeros = 0007.250
print(leadingZeros)
print(Int(3.99), Int(-3.99))
let price = 19.999
print((price * 100).rounded() / 100)
print(price.rounded(.down), price.rounded(.up), (-2.5).rounded(), (2.5).rounded(.toNearestOrEven))
print(0.1 + 0.2 == 0.3, abs(0.1 + 0.2 - 0.3) < .ulpOfOne * 4)
print(Double(7) / 2, 7 / 2, Double(Float(0.1)) == 0.1)
print(Double.infinity > Double.greatestFiniteMagnitude, Double.nan.isNaN, (0.0 / 0.0).isNaN)
print(1.0, 100.0, 1e16, 1e-5, 12345.678)
print(Float(16_777_217) == Float(16_777_216))
let celsius = [-40.0, 0, 36.6, 100]
for c in celsius {
    let f = c * 9 / 5 + 32
    print("\(c)°C = \(f)°F")
}
print(sqrt(2.0), (2.0).squareRoot(), pow(2.0, 10.0))
print(max(1.5, 2), min(-0.0, 0.0), Double(Int.max))

// expect: 0.33333334
// expect: 0.3333333333333333
// expect: 3.1415925 3.141592653589793
// expect: 4500.0 0.0075 0.25
// expect: 7.25
// expect: 3 -3
// expect: 20.0
// expect: 19.0 20.0 -3.0 2.0
// expect: false true
// expect: 3.5 3 false
// expect: true true true
// expect: 1.0 100.0 1e+16 1e-05 12345.678
// expect: true
// expect: -40.0°C = -40.0°F
// expect: 0.0°C = 32.0°F
// expect: 36.6°C = 97.88000000000001°F
// expect: 100.0°C = 212.0°F
// expect: 1.4142135623730951 1.4142135623730951 1024.0
// expect: 2.0 -0.0 9.223372036854776e+18

// Blog style (floating rounding to places): rounding money-like doubles to decimal places
import Foundation

func round(_ x: Double, places: Int) -> Double {
    let factor = pow(10.0, Double(places))
    return (x * factor).rounded() / factor
}
print(round(3.14159, places: 2))
print(round(2.675, places: 2))
print(round(-1.005, places: 2))
print(round(1234.5678, places: 0))
print(round(0.125, places: 2))
print(String(format: "%.2f", 2.675))
print(String(format: "%.3f|%8.2f|%-8.1f|%e", 1.0 / 3, 42.5, 7.25, 12345.678))
print(String(format: "%05d %x %X %o", 42, 255, 255, 8))
print(String(format: "%.0f %.0f %.0f", 0.5, 1.5, 2.5))
print(floor(-2.5), ceil(-2.5), trunc(-2.5), round(-2.5))
print(pow(2.0, 0.5), exp(1.0), log(M_E), log10(1000.0), log2(1024.0))
// expect: 3.14
// expect: 2.68
// expect: -1.0
// expect: 1235.0
// expect: 0.13
// expect: 2.67
// expect: 0.333|   42.50|7.2     |1.234568e+04
// expect: 00042 ff FF 10
// expect: 0 2 2
// expect: -3.0 -2.0 -2.0 -3.0
// expect: 1.4142135623730951 2.718281828459045 1.0 3.0 10.0

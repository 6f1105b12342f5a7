// The math functions Foundation brings: sqrt, pow, floor, ceil, round, trigonometry, logarithms and hypot.
// Expected output: swiftc 6.3.1 on this machine.
import Foundation

print(sqrt(16.0), pow(2.0, 10.0), cbrt(27.0))
print(floor(-2.5), ceil(-2.5), round(2.5), round(-2.5), trunc(-2.7))
print(sin(Double.pi / 2), cos(0.0), (tan(Double.pi / 4) * 1000).rounded() / 1000)
print(log(exp(1.0)), log10(1000.0), log2(8.0), exp(0.0))
print(hypot(3.0, 4.0), atan2(1.0, 1.0) * 4, fmod(10.5, 3.0))
let distance = sqrt(pow(6.0 - 2.0, 2) + pow(5.0 - 2.0, 2))
print(distance)

// expect: 4.0 1024.0 3.0000000000000004
// expect: -3.0 -2.0 3.0 -3.0 -2.0
// expect: 1.0 1.0 1.0
// expect: 1.0 3.0 3.0 1.0
// expect: 5.0 3.141592653589793 1.5
// expect: 5.0

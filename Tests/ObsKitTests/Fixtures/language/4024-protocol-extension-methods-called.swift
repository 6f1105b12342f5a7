// Compiler test style: protocol extension methods called directly on number literals
extension BinaryInteger {
    var isEven: Bool { self % 2 == 0 }
}
extension Numeric {
    func squared() -> Self { self * self }
}
extension FloatingPoint {
    var half: Self { self / 2 }
}

print(4.isEven, 7.isEven)
print(3.squared(), type(of: 3.squared()))
print(1.5.squared(), type(of: 1.5.squared()))
print(5.0.half)
print(5.distance(to: 9))
print(2.5.rounded(), (-2.5).rounded(), 2.5.rounded(.down))
print(10.quotientAndRemainder(dividingBy: 3))
print((1...4).map { $0.squared() })
let d: Double = 6
print(d.half, d.squared())
print(3.0.isEven2)
print(255.bitWidth, 8.trailingZeroBitCount)
print(0.1 + 0.2 == 0.3, (0.1 + 0.2).isNearlyEqual(to: 0.3))

extension Double {
    var isEven2: Bool { truncatingRemainder(dividingBy: 2) == 0 }
    func isNearlyEqual(to other: Double) -> Bool { abs(self - other) < 1e-9 }
}
print(Int8(100).squared2)
extension Int8 { var squared2: Int { Int(self) * Int(self) } }
// expect: true false
// expect: 9 Int
// expect: 2.25 Double
// expect: 2.5
// expect: 4
// expect: 3.0 -3.0 2.0
// expect: (quotient: 3, remainder: 1)
// expect: [1, 4, 9, 16]
// expect: 3.0 36.0
// expect: false
// expect: 64 3
// expect: false true
// expect: 10000

// Ranges over any Comparable: Doubles, a Comparable enum, clamped(to:), overlaps, and ~= in a switch on Double.
// Expected output: swiftc 6.3.1 on this machine.
enum Size: Int, Comparable {
    case small = 1, medium, large, huge
    static func < (a: Size, b: Size) -> Bool { a.rawValue < b.rawValue }
}
let fits = Size.small...Size.large
print(fits.contains(.medium), fits.contains(.huge), fits.lowerBound, fits.upperBound)
let comfortable = 18.5..<25.0
for bmi in [17.0, 22.3, 25.0] {
    switch bmi {
    case ..<18.5: print(bmi, "low")
    case comfortable: print(bmi, "normal")
    default: print(bmi, "high")
    }
}
print((0...100).clamped(to: 10...20), (5...8).clamped(to: 7...30), (1..<5).overlaps(4..<9), (1..<5).overlaps(5..<9))
print((0.0...1.0).clamped(to: 0.25...2.0), 2.5...3.5)

// expect: true false small large
// expect: 17.0 low
// expect: 22.3 normal
// expect: 25.0 high
// expect: 10...20 7...8 true false
// expect: 0.25...1.0 2.5...3.5

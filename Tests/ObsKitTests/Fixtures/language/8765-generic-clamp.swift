// Apple docs style (Comparable): a generic clamp used on numbers and strings
func clamp<T: Comparable>(_ value: T, to range: ClosedRange<T>) -> T {
    min(max(value, range.lowerBound), range.upperBound)
}

extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self {
        if self < range.lowerBound { return range.lowerBound }
        if self > range.upperBound { return range.upperBound }
        return self
    }
}

print(clamp(15, to: 0...10))
print(clamp(-3, to: 0...10))
print(clamp(7, to: 0...10))
print(clamp(1.75, to: 0.0...1.0))
print(clamp("m", to: "a"..."f"))
print(clamp(UInt8(3), to: 5...9))

// Extension form
print(250.clamped(to: 0...200), (-0.5).clamped(to: -1.0...1.0), "zebra".clamped(to: "apple"..."mango"))

// Clamping percentages from a noisy sensor
let raw: [Double] = [-4.2, 12.5, 99.9, 100.0, 104.7]
print(raw.map { $0.clamped(to: 0...100) })

// Clamping with infinity bounds
print(clamp(1e300, to: -Double.infinity...0))
print(clamp(-Double.infinity, to: -1...1))

// A custom Comparable type
struct Version: Comparable, CustomStringConvertible {
    var major: Int, minor: Int
    static func < (a: Version, b: Version) -> Bool {
        (a.major, a.minor) < (b.major, b.minor)
    }
    var description: String { "\(major).\(minor)" }
}
let supported = Version(major: 2, minor: 0)...Version(major: 3, minor: 4)
for v in [Version(major: 1, minor: 9), Version(major: 2, minor: 5), Version(major: 4, minor: 0)] {
    print("requested \(v) -> using \(v.clamped(to: supported))")
}

// Clamping each byte of a wide sum
let mixed = [300, -20, 128, 255]
print(mixed.map { UInt8(clamp($0, to: 0...255)) })

// Clamp with nan: the result depends on min/max semantics
let weird = clamp(Double.nan, to: 0...1)
print("clamp(nan) isNaN:", weird.isNaN)

// expect: 10
// expect: 0
// expect: 7
// expect: 1.0
// expect: f
// expect: 5
// expect: 200 -0.5 mango
// expect: [0.0, 12.5, 99.9, 100.0, 100.0]
// expect: 0.0
// expect: -1.0
// expect: requested 1.9 -> using 2.0
// expect: requested 2.5 -> using 2.5
// expect: requested 4.0 -> using 3.4
// expect: [255, 0, 128, 255]
// expect: clamp(nan) isNaN: true

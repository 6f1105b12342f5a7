// What's new in Swift 6.0 style (@retroactive, SE-0364): conforming a standard library type to a standard library protocol from outside both modules
struct Version {
    let major: Int
    let minor: Int
}

extension Version: Comparable {
    static func < (lhs: Version, rhs: Version) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}

// Both Range and ExpressibleByStringLiteral come from the standard library,
// so Swift 6 asks us to mark this conformance with @retroactive.
extension ClosedRange: @retroactive ExpressibleByUnicodeScalarLiteral where Bound == Int {}
extension ClosedRange: @retroactive ExpressibleByExtendedGraphemeClusterLiteral where Bound == Int {}
extension ClosedRange: @retroactive ExpressibleByStringLiteral where Bound == Int {
    public init(stringLiteral value: String) {
        let parts = value.split(separator: "-").compactMap { Int($0) }
        self = parts[0]...parts[1]
    }
}

extension Bool: @retroactive Comparable {
    public static func < (lhs: Bool, rhs: Bool) -> Bool {
        !lhs && rhs
    }
}

let range: ClosedRange<Int> = "3-7"
print(range, range.count, range.contains(5))

let ranges: [ClosedRange<Int>] = ["1-2", "10-20", "4-4"]
print(ranges.map(\.count))

let flags = [true, false, true, false, false]
print(flags.sorted())
print(flags.max()!, flags.min()!)

let versions = [Version(major: 5, minor: 10), Version(major: 6, minor: 0), Version(major: 5, minor: 9)]
let newest = versions.max()!
print("newest \(newest.major).\(newest.minor)")
print(versions.sorted().map { "\($0.major).\($0.minor)" })

// expect: 3...7 5 true
// expect: [2, 11, 1]
// expect: [false, false, false, true, true]
// expect: true false
// expect: newest 6.0
// expect: ["5.9", "5.10", "6.0"]

// Swift book style: hand-written Comparable for a Version type, sorting, ranges of custom Comparable values, ~= in switch, clamping with min/max
struct Version: Comparable, CustomStringConvertible {
    let major: Int, minor: Int, patch: Int

    init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major; self.minor = minor; self.patch = patch
    }

    static func < (a: Version, b: Version) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }

    var description: String { "\(major).\(minor).\(patch)" }
}

let versions = [Version(2, 1), Version(1, 9, 3), Version(2), Version(1, 10), Version(2, 1, 1)]
print(versions.sorted())
print(versions.sorted(by: >))
print(versions.min()!, versions.max()!)
print(Version(1, 2) <= Version(1, 2), Version(1, 2) >= Version(1, 3), Version(3) == Version(3, 0, 0))

let supported = Version(1, 10)...Version(2, 1)
for v in versions {
    print(v, supported.contains(v) ? "supported" : "unsupported")
}

func channel(_ v: Version) -> String {
    switch v {
    case ..<Version(1): return "alpha"
    case Version(1)..<Version(2): return "stable-1"
    case Version(2)...: return "current"
    default: return "?"
    }
}
print([Version(0, 9), Version(1, 5), Version(2, 0, 1)].map(channel))

func clamp<T: Comparable>(_ x: T, _ lo: T, _ hi: T) -> T { min(max(x, lo), hi) }
print(clamp(Version(5), Version(1), Version(2, 1)), clamp(7, 0, 10), clamp("m", "a", "k"))
let r = Version(1)..<Version(2)
print(r.lowerBound, r.upperBound, r.isEmpty, (Version(2)..<Version(2)).isEmpty)
print(versions.firstIndex(of: Version(2, 0, 0)) ?? -1)
print(versions.filter { $0 > Version(2) }.count)
print(supported.clamped(to: Version(2)...Version(3)))
// expect: [1.9.3, 1.10.0, 2.0.0, 2.1.0, 2.1.1]
// expect: [2.1.1, 2.1.0, 2.0.0, 1.10.0, 1.9.3]
// expect: 1.9.3 2.1.1
// expect: true false true
// expect: 2.1.0 supported
// expect: 1.9.3 unsupported
// expect: 2.0.0 supported
// expect: 1.10.0 supported
// expect: 2.1.1 unsupported
// expect: ["alpha", "stable-1", "current"]
// expect: 2.1.0 7 k
// expect: 1.0.0 2.0.0 false true
// expect: 2
// expect: 2
// expect: 2.0.0...2.1.0

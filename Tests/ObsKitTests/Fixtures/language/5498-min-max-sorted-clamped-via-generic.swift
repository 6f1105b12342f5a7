// Swift Forums style (Comparable on a custom type): min, max, sorted and clamped via generic helpers
struct Version: Comparable, CustomStringConvertible {
    let major: Int, minor: Int, patch: Int
    static func < (l: Version, r: Version) -> Bool {
        (l.major, l.minor, l.patch) < (r.major, r.minor, r.patch)
    }
    var description: String { "\(major).\(minor).\(patch)" }
}

extension Comparable {
    func clamped(to r: ClosedRange<Self>) -> Self {
        Swift.min(Swift.max(self, r.lowerBound), r.upperBound)
    }
}

let vs = [Version(major: 1, minor: 2, patch: 0), Version(major: 1, minor: 10, patch: 1), Version(major: 0, minor: 9, patch: 9)]
print(vs.min()!, vs.max()!)
print(vs.sorted())
print(min(vs[0], vs[1]), max(vs[0], vs[2], vs[1]))
let lo = Version(major: 1, minor: 0, patch: 0)
let hi = Version(major: 1, minor: 5, patch: 0)
print(vs.map { $0.clamped(to: lo...hi) })
print(15.clamped(to: 0...10), "m".clamped(to: "a"..."f"))
print((lo..<hi).contains(vs[0]), vs[1] >= hi)

// expect: 0.9.9 1.10.1
// expect: [0.9.9, 1.2.0, 1.10.1]
// expect: 1.2.0 1.10.1
// expect: [1.2.0, 1.5.0, 1.0.0]
// expect: 10 f
// expect: true true

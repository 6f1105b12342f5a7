// Swift book style (Advanced Operators): equivalence operators and Comparable via operator methods
struct Version {
    let major: Int
    let minor: Int
    let patch: Int
}
extension Version: Comparable {
    static func == (lhs: Version, rhs: Version) -> Bool {
        lhs.major == rhs.major && lhs.minor == rhs.minor && lhs.patch == rhs.patch
    }
    static func < (lhs: Version, rhs: Version) -> Bool {
        if lhs.major != rhs.major { return lhs.major < rhs.major }
        if lhs.minor != rhs.minor { return lhs.minor < rhs.minor }
        return lhs.patch < rhs.patch
    }
}
extension Version: CustomStringConvertible {
    var description: String { "v\(major).\(minor).\(patch)" }
}
let releases = [
    Version(major: 1, minor: 4, patch: 0),
    Version(major: 1, minor: 10, patch: 2),
    Version(major: 0, minor: 9, patch: 9),
    Version(major: 1, minor: 4, patch: 1),
]
print(releases.sorted())
print(releases.max()!, releases.min()!)
let v = Version(major: 1, minor: 4, patch: 0)
print(v == releases[0], v != releases[3], v <= releases[3], v > releases[2])
print((releases[2]...releases[0]).contains(Version(major: 1, minor: 0, patch: 0)))
print(releases.filter { $0 >= v }.count)
let sortedDesc = releases.sorted(by: >)
print(sortedDesc.map(\.description).joined(separator: " > "))
print(Swift.max(releases[0], releases[1]))
// expect: [v0.9.9, v1.4.0, v1.4.1, v1.10.2]
// expect: v1.10.2 v0.9.9
// expect: true true true true
// expect: true
// expect: 3
// expect: v1.10.2 > v1.4.1 > v1.4.0 > v0.9.9
// expect: v1.10.2

// Protocols: writing Comparable and Equatable by hand, getting `>`, `<=`, `max`, `sorted()` and `ClosedRange` for free.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Version: Comparable, CustomStringConvertible {
    let major: Int, minor: Int, patch: Int

    init(_ text: String) {
        let parts = text.split(separator: ".").map { Int($0) ?? 0 }
        major = parts.count > 0 ? parts[0] : 0
        minor = parts.count > 1 ? parts[1] : 0
        patch = parts.count > 2 ? parts[2] : 0
    }

    static func < (l: Version, r: Version) -> Bool {
        (l.major, l.minor, l.patch) < (r.major, r.minor, r.patch)
    }

    var description: String { "v\(major).\(minor).\(patch)" }
}

let releases = ["1.10.0", "1.2", "2.0.1", "1.2.3", "0.9"].map(Version.init)
print(releases.sorted())
print(releases.max()!, releases.min()!)
print(Version("1.2") == Version("1.2.0"), Version("1.2") <= Version("1.1.9"))
let supported = Version("1.2")...Version("1.99")
for v in releases {
    print(v, supported.contains(v) ? "supported" : "unsupported")
}
print(Version("3") > Version("2.99.99"))

// expect: [v0.9.0, v1.2.0, v1.2.3, v1.10.0, v2.0.1]
// expect: v2.0.1 v0.9.0
// expect: true false
// expect: v1.10.0 supported
// expect: v1.2.0 supported
// expect: v2.0.1 unsupported
// expect: v1.2.3 supported
// expect: v0.9.0 unsupported
// expect: true

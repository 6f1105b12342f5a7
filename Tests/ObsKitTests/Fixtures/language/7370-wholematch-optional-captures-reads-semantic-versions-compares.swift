// Swift Regex style (version strings): wholeMatch with optional captures reads semantic versions and compares them
struct Version: Comparable, CustomStringConvertible {
    let major: Int, minor: Int, patch: Int
    let prerelease: String?

    static func < (a: Version, b: Version) -> Bool {
        if (a.major, a.minor, a.patch) != (b.major, b.minor, b.patch) {
            return (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
        }
        switch (a.prerelease, b.prerelease) {
        case (nil, nil), (nil, _?): return false
        case (_?, nil): return true
        case let (x?, y?): return x < y
        }
    }

    var description: String {
        "\(major).\(minor).\(patch)" + (prerelease.map { "-\($0)" } ?? "")
    }
}

let semver = #/v?(?<major>\d+)\.(?<minor>\d+)(?:\.(?<patch>\d+))?(?:-(?<pre>[0-9A-Za-z.]+))?/#

func parse(_ text: String) -> Version? {
    guard let m = text.wholeMatch(of: semver) else { return nil }
    return Version(
        major: Int(m.major)!,
        minor: Int(m.minor)!,
        patch: m.patch.flatMap { Int($0) } ?? 0,
        prerelease: m.pre.map(String.init)
    )
}

let tags = ["v1.2.3", "1.10", "1.2.3-beta.1", "2.0.0-rc1", "2.0.0", "banana", "v1.2"]
let versions = tags.compactMap(parse)
print("parsed \(versions.count) of \(tags.count)")
print(versions.sorted().map(\.description).joined(separator: " < "))
print("newest:", versions.max()!)

// expect: parsed 6 of 7
// expect: 1.2.0 < 1.2.3-beta.1 < 1.2.3 < 1.10.0 < 2.0.0-rc1 < 2.0.0
// expect: newest: 2.0.0

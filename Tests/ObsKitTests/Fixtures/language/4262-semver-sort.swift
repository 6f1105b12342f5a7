// App code style: parse semantic versions, sort them, and resolve the best match for a constraint
struct SemVer: Comparable, Hashable, CustomStringConvertible {
    let major: Int
    let minor: Int
    let patch: Int
    let prerelease: [String]

    init?(_ text: String) {
        var core = Substring(text.hasPrefix("v") ? String(text.dropFirst()) : text)
        var pre: [String] = []
        if let dash = core.firstIndex(of: "-") {
            pre = core[core.index(after: dash)...].split(separator: ".").map(String.init)
            core = core[..<dash]
            if pre.isEmpty { return nil }
        }
        let nums = core.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard nums.count == 3, let a = nums[0], let b = nums[1], let c = nums[2], a >= 0, b >= 0, c >= 0 else {
            return nil
        }
        major = a; minor = b; patch = c; prerelease = pre
    }

    var description: String {
        "\(major).\(minor).\(patch)" + (prerelease.isEmpty ? "" : "-" + prerelease.joined(separator: "."))
    }

    var isStable: Bool { prerelease.isEmpty }

    static func < (l: SemVer, r: SemVer) -> Bool {
        if (l.major, l.minor, l.patch) != (r.major, r.minor, r.patch) {
            return (l.major, l.minor, l.patch) < (r.major, r.minor, r.patch)
        }
        switch (l.prerelease.isEmpty, r.prerelease.isEmpty) {
        case (true, true), (true, false): return false
        case (false, true): return true
        case (false, false): break
        }
        for (a, b) in zip(l.prerelease, r.prerelease) where a != b {
            switch (Int(a), Int(b)) {
            case let (x?, y?): return x < y
            case (_?, nil): return true
            case (nil, _?): return false
            case (nil, nil): return a < b
            }
        }
        return l.prerelease.count < r.prerelease.count
    }
}

enum Constraint {
    case exact(SemVer)
    case caret(SemVer)   // ^1.2.3 : same major
    case tilde(SemVer)   // ~1.2.3 : same major.minor

    func allows(_ v: SemVer) -> Bool {
        switch self {
        case .exact(let base): return v == base
        case .caret(let base): return v.isStable && v >= base && v.major == base.major
        case .tilde(let base): return v.isStable && v >= base && (v.major, v.minor) == (base.major, base.minor)
        }
    }

    init?(_ text: String) {
        switch text.first {
        case "^": guard let v = SemVer(String(text.dropFirst())) else { return nil }; self = .caret(v)
        case "~": guard let v = SemVer(String(text.dropFirst())) else { return nil }; self = .tilde(v)
        default: guard let v = SemVer(text) else { return nil }; self = .exact(v)
        }
    }
}

let published = ["1.0.0", "v1.2.0", "1.2.3", "1.10.0", "1.2.10", "2.0.0-beta.2", "2.0.0-beta.11",
                 "2.0.0-alpha", "2.0.0", "2.1.0-rc.1", "1.2", "x.y.z", "1.2.3-", "2.0.1", "0.9.9"]
let versions = published.compactMap(SemVer.init)
print("Parsed \(versions.count)/\(published.count)")
print("Rejected: \(published.filter { SemVer($0) == nil })")
let sorted = versions.sorted()
for (i, v) in sorted.enumerated() {
    print("\(i + 1). \(v)\(v.isStable ? "" : " (pre)")")
}
print("Latest stable: \(versions.filter(\.isStable).max()!)")
for text in ["^1.2.0", "~1.2.0", "^2.0.0", "1.10.0", "^3.0.0", "~x"] {
    guard let c = Constraint(text) else { print("\(text): invalid constraint"); continue }
    let best = versions.filter(c.allows).max()
    print("\(text) -> \(best?.description ?? "no match")")
}
print("Unique majors: \(Set(versions.map(\.major)).sorted())")

// expect: Parsed 12/15
// expect: Rejected: ["1.2", "x.y.z", "1.2.3-"]
// expect: 1. 0.9.9
// expect: 2. 1.0.0
// expect: 3. 1.2.0
// expect: 4. 1.2.3
// expect: 5. 1.2.10
// expect: 6. 1.10.0
// expect: 7. 2.0.0-alpha (pre)
// expect: 8. 2.0.0-beta.2 (pre)
// expect: 9. 2.0.0-beta.11 (pre)
// expect: 10. 2.0.0
// expect: 11. 2.0.1
// expect: 12. 2.1.0-rc.1 (pre)
// expect: Latest stable: 2.0.1
// expect: ^1.2.0 -> 1.10.0
// expect: ~1.2.0 -> 1.2.10
// expect: ^2.0.0 -> 2.0.1
// expect: 1.10.0 -> 1.10.0
// expect: ^3.0.0 -> no match
// expect: ~x: invalid constraint
// expect: Unique majors: [0, 1, 2]

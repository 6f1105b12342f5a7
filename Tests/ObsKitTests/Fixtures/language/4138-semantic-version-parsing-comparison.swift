// App code style: semantic version parsing, comparison and dependency constraint matching
struct SemVer: Comparable, CustomStringConvertible, Hashable {
    let major: Int, minor: Int, patch: Int
    let prerelease: [String]

    init?(_ s: String) {
        let mainAndPre = s.split(separator: "-", maxSplits: 1)
        let nums = mainAndPre[0].split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard nums.count == 3, let a = nums[0], let b = nums[1], let c = nums[2], a >= 0, b >= 0, c >= 0 else { return nil }
        major = a; minor = b; patch = c
        prerelease = mainAndPre.count > 1 ? mainAndPre[1].split(separator: ".").map(String.init) : []
    }

    var description: String {
        "\(major).\(minor).\(patch)" + (prerelease.isEmpty ? "" : "-" + prerelease.joined(separator: "."))
    }

    static func < (l: SemVer, r: SemVer) -> Bool {
        if (l.major, l.minor, l.patch) != (r.major, r.minor, r.patch) {
            return (l.major, l.minor, l.patch) < (r.major, r.minor, r.patch)
        }
        if l.prerelease.isEmpty != r.prerelease.isEmpty { return !l.prerelease.isEmpty }
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
    case exact(SemVer), caret(SemVer), tilde(SemVer), atLeast(SemVer)

    init?(_ s: String) {
        let op = s.first!
        let rest = String(s.drop(while: { "^~>=".contains($0) }))
        guard let v = SemVer(rest) else { return nil }
        switch op {
        case "^": self = .caret(v)
        case "~": self = .tilde(v)
        case ">": self = .atLeast(v)
        default: self = .exact(v)
        }
    }

    func allows(_ v: SemVer) -> Bool {
        switch self {
        case .exact(let b): return v == b
        case .atLeast(let b): return v >= b
        case .tilde(let b): return v >= b && v.major == b.major && v.minor == b.minor
        case .caret(let b):
            guard v >= b else { return false }
            return b.major > 0 ? v.major == b.major : v.minor == b.minor && v.major == 0
        }
    }
}

let raw = ["1.0.0", "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0-rc.1",
           "0.9.12", "1.2.3", "2.0.0", "1.10.0", "1.2", "x.y.z", "1.2.3.4", "0.3.1", "0.4.0"]
let versions = raw.compactMap(SemVer.init)
print("parsed \(versions.count)/\(raw.count)")
print(versions.sorted().map(\.description).joined(separator: " < "))
print("max:", versions.max()!, "min:", versions.min()!)
for c in ["^1.0.0", "~1.2.0", ">=1.0.0-rc.1", "^0.3.0", "=2.0.0", "^bogus"] {
    guard let con = Constraint(c) else { print(c, "-> invalid"); continue }
    let ok = versions.filter(con.allows).sorted()
    print(c, "->", ok.map(\.description), "best:", ok.last.map(\.description) ?? "none")
}
print(SemVer("1.0.0")! == SemVer("1.0.0")!, Set(["1.0.0", "1.0.0", "1.0.1"].compactMap(SemVer.init)).count)
// expect: parsed 12/15
// expect: 0.3.1 < 0.4.0 < 0.9.12 < 1.0.0-alpha < 1.0.0-alpha.1 < 1.0.0-beta.2 < 1.0.0-beta.11 < 1.0.0-rc.1 < 1.0.0 < 1.2.3 < 1.10.0 < 2.0.0
// expect: max: 2.0.0 min: 0.3.1
// expect: ^1.0.0 -> ["1.0.0", "1.2.3", "1.10.0"] best: 1.10.0
// expect: ~1.2.0 -> ["1.2.3"] best: 1.2.3
// expect: >=1.0.0-rc.1 -> ["1.0.0-rc.1", "1.0.0", "1.2.3", "1.10.0", "2.0.0"] best: 2.0.0
// expect: ^0.3.0 -> ["0.3.1"] best: 0.3.1
// expect: =2.0.0 -> ["2.0.0"] best: 2.0.0
// expect: ^bogus -> invalid
// expect: true 2

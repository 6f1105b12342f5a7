// RegexBuilder style (semantic versions): parse and compare versions with optional pre-release tags
import RegexBuilder

struct Version: Comparable, CustomStringConvertible {
    var major: Int, minor: Int, patch: Int
    var pre: String?

    var description: String {
        "\(major).\(minor).\(patch)" + (pre.map { "-\($0)" } ?? "")
    }

    static func < (a: Version, b: Version) -> Bool {
        if (a.major, a.minor, a.patch) != (b.major, b.minor, b.patch) {
            return (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
        }
        switch (a.pre, b.pre) {
        case (nil, nil), (nil, _): return false
        case (_, nil): return true
        case let (x?, y?): return x < y
        }
    }
}

let number = Regex {
    TryCapture {
        ChoiceOf {
            "0"
            Regex {
                CharacterClass("1"..."9")
                ZeroOrMore(.digit)
            }
        }
    } transform: { Int($0) }
}

let semver = Regex {
    Optionally("v")
    number
    "."
    number
    "."
    number
    Optionally {
        "-"
        Capture {
            OneOrMore(.word.union(.anyOf(".")))
        }
    }
}

let inputs = ["1.2.3", "v2.0.0-beta.1", "2.0.0", "01.2.3", "1.10.0", "2.0.0-alpha", "1.2", "0.9.12"]
var versions: [Version] = []
for s in inputs {
    if let m = s.wholeMatch(of: semver) {
        let (_, maj, min, pat, pre) = m.output
        versions.append(Version(major: maj, minor: min, patch: pat, pre: pre.map(String.init)))
    } else {
        print("invalid: \(s)")
    }
}
print(versions.sorted().map(\.description).joined(separator: " < "))
print("latest:", versions.max()!)
// expect: invalid: 01.2.3
// expect: invalid: 1.2
// expect: 0.9.12 < 1.2.3 < 1.10.0 < 2.0.0-alpha < 2.0.0-beta.1 < 2.0.0
// expect: latest: 2.0.0

// Semantic version struct parsed from strings: Comparable, Hashable, failable init, sorting and upgrade checks (expected output from swiftc 6.3.1 on Linux)
struct Version: Comparable, Hashable, CustomStringConvertible {
    let major: Int
    let minor: Int
    let patch: Int
    let prerelease: String?

    init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0, prerelease: String? = nil) {
        self.major = major
        self.minor = minor
        self.patch = patch
        self.prerelease = prerelease
    }

    init?(_ text: String) {
        let trimmed = text.hasPrefix("v") ? String(text.dropFirst()) : text
        let pieces = trimmed.split(separator: "-", maxSplits: 1)
        let numbers = pieces[0].split(separator: ".").map { Int($0) }
        guard (1...3).contains(numbers.count), numbers.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
        let n = numbers.map { $0! } + Array(repeating: 0, count: 3 - numbers.count)
        self.init(n[0], n[1], n[2], prerelease: pieces.count > 1 ? String(pieces[1]) : nil)
    }

    var description: String { "\(major).\(minor).\(patch)" + (prerelease.map { "-\($0)" } ?? "") }

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

    func isCompatible(with other: Version) -> Bool { major == other.major && major > 0 }
}

let inputs = ["1.2.10", "1.2.9", "v2.0", "1.10.0", "2.0.0-beta", "2.0.0-alpha", "abc", "1.2.3.4", "0.9", "3", "-1.0"]
let parsed = inputs.compactMap(Version.init)
print("parsed \(parsed.count) of \(inputs.count)")
print(parsed.sorted().map(\.description).joined(separator: " < "))
print("latest:", parsed.max()!, "oldest:", parsed.min()!)

let installed = Version(1, 2, 9)
let candidates = parsed.filter { $0 > installed && $0.isCompatible(with: installed) }
print("safe upgrades from \(installed):", candidates.sorted().map(\.description))
print(Version("2.0")! == Version(2), Set(parsed + [Version(2, 0, 0)]).count, Version("0.9")!.isCompatible(with: Version(0, 8)))
print(Version(2, 0, 0, prerelease: "rc1") < Version(2), Version(1, 9, 99) < Version(2, 0, 0, prerelease: "alpha"))

let byMajor = Dictionary(grouping: parsed, by: \.major)
for major in byMajor.keys.sorted() {
    print("v\(major).x:", byMajor[major]!.sorted().map(\.description))
}

// expect: parsed 9 of 11
// expect: 0.9.0 < 1.0.0 < 1.2.9 < 1.2.10 < 1.10.0 < 2.0.0-alpha < 2.0.0-beta < 2.0.0 < 3.0.0
// expect: latest: 3.0.0 oldest: 0.9.0
// expect: safe upgrades from 1.2.9: ["1.2.10", "1.10.0"]
// expect: true 9 false
// expect: true true
// expect: v0.x: ["0.9.0"]
// expect: v1.x: ["1.0.0", "1.2.9", "1.2.10", "1.10.0"]
// expect: v2.x: ["2.0.0-alpha", "2.0.0-beta", "2.0.0"]
// expect: v3.x: ["3.0.0"]

// Stack Overflow style (semantic versions): splitting "1.2.10" with components(separatedBy:), numeric compare options and a Comparable struct
import Foundation

struct Version: Comparable, CustomStringConvertible {
    let parts: [Int]
    let pre: String?

    init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "^v", with: "", options: [.regularExpression, .caseInsensitive])
        let pieces = trimmed.components(separatedBy: "-")
        let nums = pieces[0].components(separatedBy: ".").map { Int($0) }
        guard !nums.isEmpty, !nums.contains(where: { $0 == nil }) else { return nil }
        parts = nums.map { $0! } + Array(repeating: 0, count: max(0, 3 - nums.count))
        pre = pieces.count > 1 ? pieces.dropFirst().joined(separator: "-") : nil
    }

    static func < (a: Version, b: Version) -> Bool {
        if a.parts != b.parts { return a.parts.lexicographicallyPrecedes(b.parts) }
        switch (a.pre, b.pre) {
        case (nil, _): return false
        case (_, nil): return true
        case let (x?, y?): return x.compare(y, options: .numeric) == .orderedAscending
        }
    }
    var description: String { parts.map(String.init).joined(separator: ".") + (pre.map { "-" + $0 } ?? "") }
}

let inputs = ["1.2.10", "1.2.9", "v2.0", "1.10.0", "2.0.0-beta.2", "2.0.0-beta.10", "1.2", "x.y", "2.0.0-alpha"]
let versions = inputs.compactMap(Version.init)
print("parsed \(versions.count) of \(inputs.count)")
print(versions.sorted().map(\.description).joined(separator: " < "))
print("latest:", versions.max()!)

let plain = ["1.2.10", "1.2.9", "1.10.0", "1.9"]
print(plain.sorted(), plain.sorted { $0.compare($1, options: .numeric) == .orderedAscending })

func bump(_ v: Version, _ level: String) -> String {
    var p = v.parts
    switch level {
    case "major": p = [p[0] + 1, 0, 0]
    case "minor": p = [p[0], p[1] + 1, 0]
    default: p[2] += 1
    }
    return p.map(String.init).joined(separator: ".")
}
let current = Version("3.4.9")!
print(["major", "minor", "patch"].map { "\($0): \(bump(current, $0))" })
print(Version("1.0.0")! == Version("1")!, Version("1.0.0-rc1")! < Version("1.0.0")!)

// expect: parsed 8 of 9
// expect: 1.2.0 < 1.2.9 < 1.2.10 < 1.10.0 < 2.0.0-alpha < 2.0.0-beta.2 < 2.0.0-beta.10 < 2.0.0
// expect: latest: 2.0.0
// expect: ["1.10.0", "1.2.10", "1.2.9", "1.9"] ["1.2.9", "1.2.10", "1.9", "1.10.0"]
// expect: ["major: 4.0.0", "minor: 3.5.0", "patch: 3.4.10"]
// expect: true true

// App code style: parsing semantic version strings with prerelease tags, comparing and sorting them
struct SemVer: Comparable, CustomStringConvertible {
    let major: Int, minor: Int, patch: Int
    let pre: [String]

    init?(_ text: String) {
        var s = Substring(text)
        if s.first == "v" || s.first == "V" { s = s.dropFirst() }
        var preText: Substring = ""
        if let dash = s.firstIndex(of: "-") {
            preText = s[s.index(after: dash)...]
            s = s[..<dash]
            if preText.isEmpty { return nil }
        }
        let nums = s.split(separator: ".", omittingEmptySubsequences: false)
        guard nums.count == 3 else { return nil }
        var vals: [Int] = []
        for n in nums {
            guard !n.isEmpty, n.allSatisfy({ $0.isASCII && $0.isNumber }), let v = Int(n) else { return nil }
            if n.count > 1 && n.first == "0" { return nil }
            vals.append(v)
        }
        major = vals[0]; minor = vals[1]; patch = vals[2]
        pre = preText.isEmpty ? [] : preText.split(separator: ".").map(String.init)
    }

    var description: String {
        "\(major).\(minor).\(patch)" + (pre.isEmpty ? "" : "-" + pre.joined(separator: "."))
    }

    static func < (a: SemVer, b: SemVer) -> Bool {
        if a.major != b.major { return a.major < b.major }
        if a.minor != b.minor { return a.minor < b.minor }
        if a.patch != b.patch { return a.patch < b.patch }
        if a.pre.isEmpty != b.pre.isEmpty { return !a.pre.isEmpty }
        for (x, y) in zip(a.pre, b.pre) where x != y {
            switch (Int(x), Int(y)) {
            case let (i?, j?): return i < j
            case (.some, nil): return true
            case (nil, .some): return false
            default: return x < y
            }
        }
        return a.pre.count < b.pre.count
    }

    static func == (a: SemVer, b: SemVer) -> Bool {
        a.major == b.major && a.minor == b.minor && a.patch == b.patch && a.pre == b.pre
    }
}

let inputs = [
    "1.0.0", "v2.1.3", "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-beta.11", "1.0.0-beta.2",
    "1.0.0-rc.1", "01.2.3", "1.2", "1.2.3.4", "1.0.0-", "10.0.0", "1.10.0", "1.9.9",
    "1.0.0-alpha.beta", "1.0.0-beta", "x.y.z",
]
var parsed: [SemVer] = []
for s in inputs {
    if let v = SemVer(s) { parsed.append(v) } else { print("invalid: \(s)") }
}
print("parsed \(parsed.count) of \(inputs.count)")
for (i, v) in parsed.sorted().enumerated() {
    print("\(i + 1). \(v)")
}
let a = SemVer("1.0.0-rc.1")!, b = SemVer("1.0.0")!
print(a < b, a == b, SemVer("V1.0.0")! == b, max(a, b))
let newest = parsed.filter { $0.pre.isEmpty }.max()!
print("newest stable:", newest)
// expect: invalid: 01.2.3
// expect: invalid: 1.2
// expect: invalid: 1.2.3.4
// expect: invalid: 1.0.0-
// expect: invalid: x.y.z
// expect: parsed 12 of 17
// expect: 1. 1.0.0-alpha
// expect: 2. 1.0.0-alpha.1
// expect: 3. 1.0.0-alpha.beta
// expect: 4. 1.0.0-beta
// expect: 5. 1.0.0-beta.2
// expect: 6. 1.0.0-beta.11
// expect: 7. 1.0.0-rc.1
// expect: 8. 1.0.0
// expect: 9. 1.9.9
// expect: 10. 1.10.0
// expect: 11. 2.1.3
// expect: 12. 10.0.0
// expect: true false true 1.0.0
// expect: newest stable: 10.0.0

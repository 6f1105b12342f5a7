// Ranges of any Comparable type (characters, strings, a type of the script's own) in `contains` and in
// `switch` patterns, and a `~=` of the script's own. Expected output from swiftc 6.3.1 on Linux.
struct Version: Comparable {
    let major: Int, minor: Int
    static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
}
func kind(_ c: Character) -> String {
    switch c {
    case "a"..."z": return "lower"
    case "0"..."9": return "digit"
    default: return "other"
    }
}
print("q7!".map(kind))
let supported = Version(major: 1, minor: 2)...Version(major: 2, minor: 0)
print(supported.contains(Version(major: 1, minor: 9)), supported.contains(Version(major: 2, minor: 1)))
struct Even {}
func ~= (pattern: Even, value: Int) -> Bool { value % 2 == 0 }
for n in [3, 4] {
    switch n {
    case Even(): print(n, "even")
    default: print(n, "odd")
    }
}

// expect: ["lower", "digit", "other"]
// expect: true false
// expect: 3 odd
// expect: 4 even

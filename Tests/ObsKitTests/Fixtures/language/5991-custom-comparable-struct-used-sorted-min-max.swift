// Swift stdlib test style (Comparable): a custom Comparable struct used with <, sorted(), min()/max(), ranges of custom values, and Strings compared by Unicode order
struct Version: Comparable, CustomStringConvertible {
    let major: Int, minor: Int, patch: Int
    init(_ s: String) {
        let parts = s.split(separator: ".").map { Int($0) ?? 0 }
        major = parts.count > 0 ? parts[0] : 0
        minor = parts.count > 1 ? parts[1] : 0
        patch = parts.count > 2 ? parts[2] : 0
    }
    static func < (l: Version, r: Version) -> Bool {
        (l.major, l.minor, l.patch) < (r.major, r.minor, r.patch)
    }
    var description: String { "\(major).\(minor).\(patch)" }
}

let versions = ["1.2", "1.10.1", "1.2.0", "0.9.9", "2", "1.9"].map(Version.init)
print(versions.sorted())
print(versions.sorted(by: >))
print(versions.min()!, versions.max()!)
print(Version("1.2") == Version("1.2.0"), Version("1.2") < Version("1.10"), Version("3") >= Version("2.9.9"))
let supported = Version("1.0")...Version("1.9.9")
print(versions.filter { supported.contains($0) })
print(supported.contains(Version("2.0")), Version("1.5") > Version("1.4.99"))
print(max(Version("1.1"), Version("1.0.5")), min(Version("0.1"), Version("0.0.9")))

let words = ["banana", "Apple", "cherry", "apple", "Banana", "éclair", "zebra", "Zebra"]
print(words.sorted())
print(words.sorted { $0.lowercased() < $1.lowercased() })
print(words.min()!, words.max()!)
print("a" < "b", "Z" < "a", "apple" < "apples", "" < "a", "é" > "z")
print("e\u{301}" == "é", "e\u{301}" < "f", "abc" <= "abc")

func compare<T: Comparable>(_ a: T, _ b: T) -> String {
    a < b ? "<" : (a > b ? ">" : "=")
}
print(compare(1, 2), compare("b", "a"), compare(2.0, 2.0), compare(Version("1"), Version("1.0.0")))
print([3, 1, 2].sorted(by: <) == [1, 2, 3], [3, 1, 2].sorted().reversed() == [3, 2, 1])
print([Version("2"), Version("1")].lexicographicallyPrecedes([Version("2"), Version("1.5")]))
print([1, 2, 3].lexicographicallyPrecedes([1, 3]), "abc".lexicographicallyPrecedes("ab"))

// expect: [0.9.9, 1.2.0, 1.2.0, 1.9.0, 1.10.1, 2.0.0]
// expect: [2.0.0, 1.10.1, 1.9.0, 1.2.0, 1.2.0, 0.9.9]
// expect: 0.9.9 2.0.0
// expect: true true true
// expect: [1.2.0, 1.2.0, 1.9.0]
// expect: false true
// expect: 1.1.0 0.0.9
// expect: ["Apple", "Banana", "Zebra", "apple", "banana", "cherry", "zebra", "éclair"]
// expect: ["Apple", "apple", "banana", "Banana", "cherry", "zebra", "Zebra", "éclair"]
// expect: Apple éclair
// expect: true true true true true
// expect: true false true
// expect: < > = =
// expect: true true
// expect: true
// expect: true false

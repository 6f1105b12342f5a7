// Compiler test style: LosslessStringConvertible, raw-value enums, and description on generic types
struct Version: LosslessStringConvertible, Comparable {
    let major: Int, minor: Int, patch: Int
    init(_ major: Int, _ minor: Int, _ patch: Int) {
        self.major = major; self.minor = minor; self.patch = patch
    }
    init?(_ description: String) {
        let parts = description.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        self.init(parts[0], parts[1], parts[2])
    }
    var description: String { "\(major).\(minor).\(patch)" }
    static func < (l: Version, r: Version) -> Bool {
        (l.major, l.minor, l.patch) < (r.major, r.minor, r.patch)
    }
}

enum Planet: String, CaseIterable { case mercury, venus, earth = "Terra" }
enum Suit: Character { case hearts = "♥", spades = "♠" }

struct Pair<A, B>: CustomStringConvertible {
    let first: A, second: B
    var description: String { "<\(first) | \(second)>" }
}

func roundTrip<T: LosslessStringConvertible>(_ value: T) -> T? {
    T(value.description)
}

let versions = ["1.2.3", "0.9.12", "bad", "1.10.0"].compactMap(Version.init)
print(versions.sorted())
print(versions.max()!)
print(roundTrip(Version(2, 0, 1)) as Any)
print(roundTrip(42) as Any, roundTrip(true) as Any, roundTrip("s") as Any, roundTrip(2.5) as Any)
print(Int("0x1F") as Any, Int("1F", radix: 16) as Any, Double("1e3") as Any, Bool("TRUE") as Any)
print(Planet.allCases)
print(Planet.allCases.map(\.rawValue))
print(Planet(rawValue: "Terra") as Any, Planet(rawValue: "earth") as Any)
print(Suit.hearts, Suit.spades.rawValue)
print(Pair(first: 1, second: Pair(first: "a", second: [Planet.venus])))
print([Pair(first: Version(1, 0, 0), second: Optional<Int>.none)])
print(String(describing: Pair<Int, Int>.self))
// expect: [0.9.12, 1.2.3, 1.10.0]
// expect: 1.10.0
// expect: Optional(2.0.1)
// expect: Optional(42) Optional(true) Optional("s") Optional(2.5)
// expect: nil Optional(31) Optional(1000.0) nil
// expect: [main.Planet.mercury, main.Planet.venus, main.Planet.earth]
// expect: ["mercury", "venus", "Terra"]
// expect: Optional(main.Planet.earth) nil
// expect: hearts ♠
// expect: <1 | <a | [main.Planet.venus]>>
// expect: [<1.0.0 | nil>]
// expect: Pair<Int, Int>

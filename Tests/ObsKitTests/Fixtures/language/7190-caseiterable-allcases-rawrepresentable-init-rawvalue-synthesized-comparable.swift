// Standard library API style (enum protocols): CaseIterable.allCases, RawRepresentable init and rawValue, synthesized Comparable, Equatable and Hashable
enum Planet: Int, CaseIterable { case mercury = 1, venus, earth, mars }
enum Suit: String, CaseIterable, Comparable {
    case clubs, diamonds, hearts = "H", spades
    static func < (a: Suit, b: Suit) -> Bool { a.order < b.order }
    var order: Int { Suit.allCases.firstIndex(of: self)! }
}
enum Size: Comparable, Hashable { case small, medium, large(extra: Int) }
enum Coin: Character { case heads = "H", tails = "T" }
enum Pos: Double { case zero = 0, half = 0.5, one = 1 }
struct Version: Comparable, Hashable {
    var major: Int, minor: Int
    static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
}
print("allCases:", Planet.allCases, Planet.allCases.count)
print("rawValues:", Planet.allCases.map(\.rawValue))
print("init rawValue:", Planet(rawValue: 3) as Any, Planet(rawValue: 9) as Any)
print("string raw:", Suit.allCases.map(\.rawValue))
print("string init:", Suit(rawValue: "H") as Any, Suit(rawValue: "hearts") as Any, Suit(rawValue: "clubs") as Any)
print("custom comparable:", Suit.spades > Suit.hearts, Suit.allCases.sorted(by: >))
print("synthesized comparable:", Size.small < .medium, Size.medium < .large(extra: 0), Size.large(extra: 1) < .large(extra: 2))
print("sorted sizes:", [Size.large(extra: 2), .small, .large(extra: 1), .medium].sorted())
print("max size:", [Size.small, .large(extra: 0), .medium].max()!)
print("equatable payload:", Size.large(extra: 1) == .large(extra: 1), Size.large(extra: 1) == .large(extra: 2))
print("character raw:", Coin.heads.rawValue, Coin(rawValue: "T") as Any, Coin(rawValue: "x") as Any)
print("double raw:", Pos.half.rawValue, Pos(rawValue: 1.0) as Any, Pos(rawValue: 0.25) as Any)
print("hashable set:", Set(Planet.allCases).count, Set([Size.small, .small, .medium]).count)
print("dictionary keys:", [Planet.earth: "home"][.earth] ?? "?", [Suit.hearts: 1][.spades] as Any)
let versions = [Version(major: 1, minor: 10), Version(major: 1, minor: 2), Version(major: 0, minor: 9)]
print("versions sorted:", versions.sorted().map { "\($0.major).\($0.minor)" })
print("versions min max:", versions.min()!.minor, versions.max()!.minor)
print("version ops:", Version(major: 1, minor: 0) <= Version(major: 1, minor: 0), Version(major: 2, minor: 0) >= Version(major: 1, minor: 99))
print("version equality synthesized:", Version(major: 1, minor: 1) == Version(major: 1, minor: 1))
print("version set:", Set(versions + [Version(major: 1, minor: 2)]).count)
print("clamp comparable:", max(Planet.earth.rawValue, 2), min(Suit.hearts, Suit.clubs))
print("next planet:", Planet.allCases.map { Planet(rawValue: $0.rawValue + 1).map { "\($0)" } ?? "none" })
print("case names:", Planet.allCases.map { "\($0)" }.joined(separator: ","))
print("firstIndex of case:", Planet.allCases.firstIndex(of: .mars) as Any)
print("zip cases:", zip(Suit.allCases, Planet.allCases).map { "\($0.rawValue)\($1.rawValue)" })

// expect: allCases: [main.Planet.mercury, main.Planet.venus, main.Planet.earth, main.Planet.mars] 4
// expect: rawValues: [1, 2, 3, 4]
// expect: init rawValue: Optional(main.Planet.earth) nil
// expect: string raw: ["clubs", "diamonds", "H", "spades"]
// expect: string init: Optional(main.Suit.hearts) nil Optional(main.Suit.clubs)
// expect: custom comparable: true [main.Suit.spades, main.Suit.hearts, main.Suit.diamonds, main.Suit.clubs]
// expect: synthesized comparable: true true true
// expect: sorted sizes: [main.Size.small, main.Size.medium, main.Size.large(extra: 1), main.Size.large(extra: 2)]
// expect: max size: large(extra: 0)
// expect: equatable payload: true false
// expect: character raw: H Optional(main.Coin.tails) nil
// expect: double raw: 0.5 Optional(main.Pos.one) nil
// expect: hashable set: 4 2
// expect: dictionary keys: home nil
// expect: versions sorted: ["0.9", "1.2", "1.10"]
// expect: versions min max: 9 10
// expect: version ops: true true
// expect: version equality synthesized: true
// expect: version set: 3
// expect: clamp comparable: 3 clubs
// expect: next planet: ["venus", "earth", "mars", "none"]
// expect: case names: mercury,venus,earth,mars
// expect: firstIndex of case: Optional(3)
// expect: zip cases: ["clubs1", "diamonds2", "H3", "spades4"]

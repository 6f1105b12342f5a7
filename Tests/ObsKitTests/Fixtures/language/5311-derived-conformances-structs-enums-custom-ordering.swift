// Swift Forums style (Hashable and Comparable synthesis): derived conformances for structs and enums, custom ordering, and Set membership
struct Version: Comparable, Hashable, CustomStringConvertible {
    let major: Int, minor: Int, patch: Int
    init(_ s: String) {
        let parts = s.split(separator: ".").map { Int($0) ?? 0 } + [0, 0, 0]
        (major, minor, patch) = (parts[0], parts[1], parts[2])
    }
    static func < (l: Version, r: Version) -> Bool {
        (l.major, l.minor, l.patch) < (r.major, r.minor, r.patch)
    }
    var description: String { "\(major).\(minor).\(patch)" }
}

enum Suit: Int, Comparable, CaseIterable {
    case clubs = 1, diamonds, hearts, spades
    static func < (a: Suit, b: Suit) -> Bool { a.rawValue < b.rawValue }
}

enum Rank: Comparable, Hashable {
    case number(Int), jack, queen, king, ace
}

struct Card: Comparable, Hashable {
    let rank: Rank, suit: Suit
    static func < (a: Card, b: Card) -> Bool { a.rank == b.rank ? a.suit < b.suit : a.rank < b.rank }
}

let versions = ["1.10.0", "1.2", "1.2.10", "0.9.9", "1.2.9", "2"].map(Version.init)
print(versions.sorted(), versions.max()!, versions.min()!)
print(Version("1.2") == Version("1.2.0"), Version("1.2") < Version("1.10"))
print(Set(versions + [Version("2.0.0")]).count)

print(Rank.number(10) < .jack, Rank.number(2) < .number(9), Rank.ace > .king, Rank.number(11) < .jack)
let hand = [Card(rank: .queen, suit: .hearts), Card(rank: .number(7), suit: .spades),
            Card(rank: .ace, suit: .clubs), Card(rank: .number(7), suit: .clubs), Card(rank: .queen, suit: .diamonds)]
print(hand.sorted().map { "\($0.rank)/\($0.suit)" })
print(Set(hand).contains(Card(rank: .ace, suit: .clubs)), Set(hand).contains(Card(rank: .ace, suit: .spades)))
print(Suit.allCases.sorted(by: >), Suit(rawValue: 3) as Any, Suit(rawValue: 9) as Any)

struct Employee: Hashable { let name: String; var team: String }
var byTeam: [String: Set<String>] = [:]
for e in [Employee(name: "Ann", team: "iOS"), Employee(name: "Bo", team: "web"), Employee(name: "Cy", team: "iOS")] {
    byTeam[e.team, default: []].insert(e.name)
}
for team in byTeam.keys.sorted() { print(team, byTeam[team]!.sorted()) }
print(Employee(name: "A", team: "x") == Employee(name: "A", team: "x"), [Version("1"), Version("1.0.1")].sorted(by: >))

// expect: [0.9.9, 1.2.0, 1.2.9, 1.2.10, 1.10.0, 2.0.0] 2.0.0 0.9.9
// expect: true true
// expect: 6
// expect: true true true true
// expect: ["number(7)/clubs", "number(7)/spades", "queen/diamonds", "queen/hearts", "ace/clubs"]
// expect: true false
// expect: [main.Suit.spades, main.Suit.hearts, main.Suit.diamonds, main.Suit.clubs] Optional(main.Suit.hearts) nil
// expect: iOS ["Ann", "Cy"]
// expect: web ["Bo"]
// expect: true [1.0.1, 1.0.0]

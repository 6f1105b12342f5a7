// equatable-hashable-comparable
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Point: Hashable {
    var x: Int
    var y: Int
}

enum Suit: Comparable, CaseIterable { case clubs, diamonds, hearts, spades }
enum Rank: Int, Comparable, CaseIterable {
    case two = 2, three, four, five, six, seven, eight, nine, ten, jack, queen, king, ace
    static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
}

struct Card: Hashable, Comparable, CustomStringConvertible {
    let rank: Rank
    let suit: Suit
    static func < (a: Card, b: Card) -> Bool { (a.rank, a.suit) < (b.rank, b.suit) }
    var description: String {
        let r = rank.rawValue <= 10 ? "\(rank.rawValue)" : String("\(rank)".first!).uppercased()
        let s = ["clubs": "♣", "diamonds": "♦", "hearts": "♥", "spades": "♠"]["\(suit)"]!
        return r + s
    }
}

let p1 = Point(x: 1, y: 2)
let p2 = Point(x: 1, y: 2)
print(p1 == p2, p1 != Point(x: 2, y: 1))
let visited: Set = [p1, p2, Point(x: 0, y: 0)]
print(visited.count, visited.contains(Point(x: 0, y: 0)))
var labels = [p1: "start"]
labels[Point(x: 1, y: 2)] = "updated"
print(labels.count, labels[p2]!)

print(Suit.hearts > Suit.diamonds, Suit.allCases.max()!, Suit.allCases.sorted(by: >).first!)
let hand = [Card(rank: .queen, suit: .hearts), Card(rank: .two, suit: .spades),
            Card(rank: .queen, suit: .clubs), Card(rank: .ace, suit: .diamonds), Card(rank: .ten, suit: .hearts)]
print(hand.sorted())
print(hand.max()!, hand.min()!)
print(Set(hand.map(\.suit)).count, hand.contains(Card(rank: .ten, suit: .hearts)))

enum Status: Equatable {
    case active
    case suspended(reason: String)
    case deleted(at: Int)
}
print(Status.suspended(reason: "spam") == .suspended(reason: "spam"), Status.deleted(at: 1) == .deleted(at: 2))
print([Status.active, .deleted(at: 3), .active].filter { $0 == .active }.count)

struct Version: Comparable, CustomStringConvertible {
    let major: Int, minor: Int, patch: Int
    init(_ s: String) {
        let parts = s.split(separator: ".").map { Int($0) ?? 0 } + [0, 0, 0]
        (major, minor, patch) = (parts[0], parts[1], parts[2])
    }
    static func < (a: Version, b: Version) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }
    var description: String { "\(major).\(minor).\(patch)" }
}
let versions = ["1.10.0", "1.2", "1.9.9", "2", "1.2.1"].map(Version.init)
print(versions.sorted(), versions.max()!)
print(Version("1.2") == Version("1.2.0"), Version("3.0") >= Version("2.99.99"))
print((Version("1.0")...Version("2.0")).contains(Version("1.5.3")))

struct Tagged: Hashable {
    let id: Int
    var note: String
    static func == (a: Tagged, b: Tagged) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
let notes: Set = [Tagged(id: 1, note: "first"), Tagged(id: 1, note: "dupe"), Tagged(id: 2, note: "second")]
print(notes.count, notes.map(\.id).sorted())
// expect: true true
// expect: 2 true
// expect: 1 updated
// expect: true spades spades
// expect: [2♠, 10♥, Q♣, Q♥, A♦]
// expect: A♦ 2♠
// expect: 4 true
// expect: true false
// expect: 2
// expect: [1.2.0, 1.2.1, 1.9.9, 1.10.0, 2.0.0] 2.0.0
// expect: true true
// expect: true
// expect: 2 [1, 2]

// Enums: raw values, failable rawValue init, CaseIterable, Comparable synthesis
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum Floor: Int, CaseIterable {
    case parking = -2, cellar, lobby, mezzanine, office, roof

    var isUnderground: Bool { rawValue < Floor.lobby.rawValue }
    var above: Floor? { Floor(rawValue: rawValue + 1) }
}

enum Suit: String, CaseIterable, Comparable {
    case clubs = "♣", diamonds = "♦", hearts = "♥", spades = "♠"
    static func < (a: Suit, b: Suit) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

enum Priority: Comparable { case low, medium, high, critical }

enum Direction: String {
    case north, south, east = "E", west
}

print(Floor.allCases.count, Floor.office.rawValue, Floor(rawValue: 9) as Any)
print(Floor.allCases.filter(\.isUnderground).map { "\($0)" })
var p: Floor? = .cellar
var route: [String] = []
while let current = p {
    route.append(String(describing: current).prefix(3).uppercased())
    p = current.above
}
print(route.joined(separator: "→"))

print(Suit.allCases.map(\.rawValue).joined(), Suit(rawValue: "♥")!, Suit(rawValue: "x") == nil)
print([Suit.spades, .clubs, .hearts].sorted(), Suit.diamonds < .hearts)

let tasks: [(String, Priority)] = [("write", .medium), ("fix", .critical), ("nap", .low), ("test", .high), ("ship", .critical)]
let ordered = tasks.sorted { ($0.1, $0.0) > ($1.1, $1.0) }
print(ordered.map(\.0))
print(Priority.low < .high, [Priority.high, .low].max()!, Priority.medium > .critical)

print(Direction.north.rawValue, Direction.east.rawValue, Direction(rawValue: "west") ?? .north)
switch Direction(rawValue: "E") {
case .some(.east): print("east via raw E")
case .some(let d): print("other \(d)")
case .none: print("none")
}
let totals = Dictionary(grouping: tasks, by: \.1).mapValues(\.count)
for pr in [Priority.low, .medium, .high, .critical] { print(pr, totals[pr, default: 0]) }
// expect: 6 2 nil
// expect: ["parking", "cellar"]
// expect: CEL→LOB→MEZ→OFF→ROO
// expect: ♣♦♥♠ hearts true
// expect: [main.Suit.clubs, main.Suit.hearts, main.Suit.spades] true
// expect: ["ship", "fix", "test", "write", "nap"]
// expect: true high false
// expect: north E west
// expect: east via raw E
// expect: low 1
// expect: medium 1
// expect: high 1
// expect: critical 2

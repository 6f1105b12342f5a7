// Bootcamp exercise style (synthesized conformances): Equatable, Comparable and Hashable structs for a leaderboard and a set of visited cities
struct Player: Equatable, Hashable {
    let name: String
    var level: Int
}

struct Version: Comparable, CustomStringConvertible {
    let major: Int, minor: Int, patch: Int
    static func < (lhs: Version, rhs: Version) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
    var description: String { "\(major).\(minor).\(patch)" }
}

enum Medal: Int, Comparable {
    case bronze = 1, silver, gold
    static func < (lhs: Medal, rhs: Medal) -> Bool { lhs.rawValue < rhs.rawValue }
}

enum Direction: Hashable {
    case north, south, east, west
}

struct City: Hashable {
    let name: String
    let country: String
}

let p1 = Player(name: "Kai", level: 3)
let p2 = Player(name: "Kai", level: 3)
let p3 = Player(name: "Lu", level: 5)
print(p1 == p2, p1 == p3, p1 != p3)
let roster = [p1, p3, p2]
print(roster.firstIndex(of: p3) ?? -1, roster.contains(Player(name: "Lu", level: 5)))
print(Set(roster).count)

let versions = [Version(major: 1, minor: 10, patch: 0), Version(major: 1, minor: 2, patch: 7), Version(major: 0, minor: 9, patch: 9), Version(major: 1, minor: 2, patch: 10)]
print(versions.sorted())
print(versions.max()!, versions.min()!)
print(Version(major: 2, minor: 0, patch: 0) > Version(major: 1, minor: 99, patch: 99))

let medals: [Medal] = [.silver, .gold, .bronze, .gold]
print(medals.sorted().map { $0.rawValue }, medals.max() == .gold)

var visited: Set<City> = []
visited.insert(City(name: "Oslo", country: "NO"))
visited.insert(City(name: "Lima", country: "PE"))
let (inserted, _) = visited.insert(City(name: "Oslo", country: "NO"))
print("Inserted again: \(inserted), count: \(visited.count)")
print(visited.map(\.name).sorted())

var stepsByDirection: [Direction: Int] = [:]
for d in [Direction.north, .east, .north, .west, .north] {
    stepsByDirection[d, default: 0] += 1
}
print(stepsByDirection[.north]!, stepsByDirection[.south] ?? 0)
print(("b", 2) < ("b", 3), (1, "z") < (2, "a"))

// expect: true false true
// expect: 1 true
// expect: 2
// expect: [0.9.9, 1.2.7, 1.2.10, 1.10.0]
// expect: 1.10.0 0.9.9
// expect: true
// expect: [1, 2, 3, 3] true
// expect: Inserted again: false, count: 2
// expect: ["Lima", "Oslo"]
// expect: 3 0
// expect: true true

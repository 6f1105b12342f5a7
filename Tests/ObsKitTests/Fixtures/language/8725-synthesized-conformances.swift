// Tutorial style (Swift by Sundell, synthesized conformances): automatic Equatable, Hashable and Comparable
struct Coordinate: Hashable {
    let lat: Int
    let lon: Int
}

enum Priority: Comparable {
    case low, medium, high, critical
}

enum Version: Comparable {
    case alpha(Int)
    case beta(Int)
    case release(major: Int, minor: Int)
}

struct Ticket: Equatable {
    var title: String
    var priority: Priority
    var tags: [String]
}

let here = Coordinate(lat: 51, lon: 0)
let there = Coordinate(lat: 51, lon: 0)
let elsewhere = Coordinate(lat: 40, lon: -74)
print(here == there, here == elsewhere)

var visits: [Coordinate: Int] = [:]
for spot in [here, elsewhere, there, here] {
    visits[spot, default: 0] += 1
}
print("Visits to here: \(visits[here]!), elsewhere: \(visits[elsewhere]!)")
let unique = Set([here, there, elsewhere])
print("Unique places: \(unique.count)")

print(Priority.low < .high)
print([Priority.high, .low, .critical, .medium].sorted())
print([Priority.medium, .critical, .low].max()!)

let versions: [Version] = [.release(major: 1, minor: 2), .alpha(3), .beta(1), .release(major: 1, minor: 0), .alpha(1)]
print(versions.sorted())
print(Version.beta(9) < .release(major: 0, minor: 1))
print(Version.release(major: 2, minor: 0) > .release(major: 1, minor: 9))

let t1 = Ticket(title: "Crash on launch", priority: .critical, tags: ["ios"])
var t2 = t1
print(t1 == t2)
t2.tags.append("urgent")
print(t1 == t2)

let tickets = [t2, Ticket(title: "Typo", priority: .low, tags: []), t1]
let ordered = tickets.sorted { ($0.priority, $0.tags.count) > ($1.priority, $1.tags.count) }
for t in ordered { print("\(t.priority): \(t.title) \(t.tags)") }

// expect: true false
// expect: Visits to here: 3, elsewhere: 1
// expect: Unique places: 2
// expect: true
// expect: [main.Priority.low, main.Priority.medium, main.Priority.high, main.Priority.critical]
// expect: critical
// expect: [main.Version.alpha(1), main.Version.alpha(3), main.Version.beta(1), main.Version.release(major: 1, minor: 0), main.Version.release(major: 1, minor: 2)]
// expect: true
// expect: true
// expect: true
// expect: false
// expect: critical: Crash on launch ["ios", "urgent"]
// expect: critical: Crash on launch ["ios"]
// expect: low: Typo []

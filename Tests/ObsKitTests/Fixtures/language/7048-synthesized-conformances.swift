// Equatable/Hashable/Comparable synthesis, sorting by multiple keys, min/max, dedup
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum Rank: Comparable { case junior, mid, senior, principal }

struct Version: Comparable, Hashable, CustomStringConvertible {
    let major: Int, minor: Int, patch: Int
    init?(_ s: String) {
        let parts = s.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        (major, minor, patch) = (parts[0], parts[1], parts[2])
    }
    static func < (a: Version, b: Version) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }
    var description: String { "v\(major).\(minor).\(patch)" }
}

struct Engineer: Hashable {
    let name: String
    let rank: Rank
    let team: String
}

enum Event: Hashable {
    case login(user: String)
    case purchase(user: String, cents: Int)
    case logout
}

let versions = ["1.10.0", "1.2.3", "bad", "1.2.10", "0.9.9", "1.2.3"].compactMap(Version.init)
print(versions.sorted(), versions.max()!, versions.min()!)
print(Set(versions).count, Version("2.0.0")! > Version("1.99.99")!)

let staff = [
    Engineer(name: "Ola", rank: .senior, team: "web"),
    Engineer(name: "Bea", rank: .junior, team: "ios"),
    Engineer(name: "Cid", rank: .principal, team: "web"),
    Engineer(name: "Dee", rank: .senior, team: "ios"),
    Engineer(name: "Ola", rank: .senior, team: "web"),
]
print("unique engineers: \(Set(staff).count)", staff[0] == staff[4], staff[0] == staff[3])
let sorted = staff.sorted { ($0.team, $1.rank, $0.name) < ($1.team, $0.rank, $1.name) }
print(sorted.map { "\($0.team)/\($0.name)/\($0.rank)" })
print(staff.max { $0.rank < $1.rank }!.name, Rank.mid < .senior, Rank.junior > .principal)

var seen = Set<Engineer>()
let deduped = staff.filter { seen.insert($0).inserted }
print(deduped.map(\.name))

let events: [Event] = [.login(user: "a"), .purchase(user: "a", cents: 500), .logout, .login(user: "a"), .purchase(user: "a", cents: 500)]
var tally: [Event: Int] = [:]
for e in events { tally[e, default: 0] += 1 }
print(tally[.login(user: "a")]!, tally[.purchase(user: "a", cents: 500)]!, tally[.logout]!, tally[.login(user: "b")] ?? 0)
print(events.firstIndex(of: .logout)!, events.contains(.purchase(user: "a", cents: 1)))

struct Money: Comparable, AdditiveArithmetic {
    var cents: Int
    static var zero: Money { Money(cents: 0) }
    static func + (l: Money, r: Money) -> Money { Money(cents: l.cents + r.cents) }
    static func - (l: Money, r: Money) -> Money { Money(cents: l.cents - r.cents) }
    static func < (l: Money, r: Money) -> Bool { l.cents < r.cents }
}
let wallet = [Money(cents: 250), Money(cents: 99), Money(cents: 1000)]
print(wallet.reduce(.zero, +).cents, wallet.sorted().map(\.cents), wallet.max()!.cents)
print(["b", "a", "c"].lexicographicallyPrecedes(["b", "b"]), (1, "z") < (2, "a"), (3, 3) == (3, 3))
// expect: [v0.9.9, v1.2.3, v1.2.3, v1.2.10, v1.10.0] v1.10.0 v0.9.9
// expect: 4 true
// expect: unique engineers: 4 true false
// expect: ["ios/Dee/senior", "ios/Bea/junior", "web/Cid/principal", "web/Ola/senior", "web/Ola/senior"]
// expect: Cid true false
// expect: ["Ola", "Bea", "Cid", "Dee"]
// expect: 2 2 1 0
// expect: 2 false
// expect: 1349 [99, 250, 1000] 1000
// expect: true true true

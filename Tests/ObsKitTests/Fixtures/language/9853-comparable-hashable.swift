// Stack Overflow style: making a custom type Comparable and Hashable (custom hash(into:))

struct Version: Comparable, CustomStringConvertible {
    let major: Int
    let minor: Int
    let patch: Int

    init(_ s: String) {
        let parts = s.split(separator: ".").map { Int($0) ?? 0 }
        major = parts.count > 0 ? parts[0] : 0
        minor = parts.count > 1 ? parts[1] : 0
        patch = parts.count > 2 ? parts[2] : 0
    }

    static func < (lhs: Version, rhs: Version) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    var description: String { "\(major).\(minor).\(patch)" }
}

let versions = ["1.10.0", "1.2", "1.2.3", "0.9.9", "2.0", "1.2.0"].map(Version.init)
print("sorted: \(versions.sorted())")
print("max: \(versions.max()!), min: \(versions.min()!)")
print("1.2 == 1.2.0? \(Version("1.2") == Version("1.2.0"))")
print("1.10.0 > 1.9? \(Version("1.10.0") > Version("1.9"))")
print("clamped: \(min(max(Version("3.1"), Version("1.0")), Version("2.5")))")

// Custom Hashable: two users are equal if their emails match case-insensitively.
struct User: Hashable {
    let email: String
    let displayName: String

    static func == (lhs: User, rhs: User) -> Bool {
        lhs.email.lowercased() == rhs.email.lowercased()
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(email.lowercased())   // must hash exactly what == compares
    }
}

let users = [
    User(email: "ann@example.com", displayName: "Ann"),
    User(email: "ANN@example.com", displayName: "Annie"),
    User(email: "bob@example.com", displayName: "Bob"),
    User(email: "Bob@Example.com", displayName: "Robert"),
    User(email: "cy@example.com", displayName: "Cy"),
]
let unique = Set(users)
print("unique users: \(unique.count)")
print("emails: \(unique.map { $0.email.lowercased() }.sorted())")

var lastSeen: [User: Int] = [:]
for (i, u) in users.enumerated() {
    lastSeen[u] = i
}
for key in lastSeen.keys.sorted(by: { $0.email.lowercased() < $1.email.lowercased() }) {
    print("\(key.email.lowercased()) last at \(lastSeen[key]!)")
}
print("contains BOB@EXAMPLE.COM: \(unique.contains(User(email: "BOB@EXAMPLE.COM", displayName: "")))")

// Enum with associated values gets synthesized Comparable (Swift 5.3+)
enum Priority: Comparable, CustomStringConvertible {
    case low, medium, high(level: Int)

    var description: String {
        switch self {
        case .low: return "low"
        case .medium: return "medium"
        case .high(let level): return "high(\(level))"
        }
    }
}
let ps: [Priority] = [.high(level: 2), .low, .high(level: 1), .medium]
print(ps.sorted())
print("medium < high(0)? \(Priority.medium < .high(level: 0))")
// expect: sorted: [0.9.9, 1.2.0, 1.2.0, 1.2.3, 1.10.0, 2.0.0]
// expect: max: 2.0.0, min: 0.9.9
// expect: 1.2 == 1.2.0? true
// expect: 1.10.0 > 1.9? true
// expect: clamped: 2.5.0
// expect: unique users: 3
// expect: emails: ["ann@example.com", "bob@example.com", "cy@example.com"]
// expect: ann@example.com last at 1
// expect: bob@example.com last at 3
// expect: cy@example.com last at 4
// expect: contains BOB@EXAMPLE.COM: true
// expect: [low, medium, high(1), high(2)]
// expect: medium < high(0)? true

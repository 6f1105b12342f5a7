// Equatable, Hashable and Comparable conformances: custom ordering, dedupe with Set, sort descriptors
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Version: Comparable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    let major: Int, minor: Int, patch: Int

    init(stringLiteral value: String) {
        let parts = value.split(separator: ".").map { Int($0) ?? 0 }
        major = parts.count > 0 ? parts[0] : 0
        minor = parts.count > 1 ? parts[1] : 0
        patch = parts.count > 2 ? parts[2] : 0
    }

    static func < (lhs: Version, rhs: Version) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    var description: String { "\(major).\(minor).\(patch)" }
}

struct Contact: Hashable {
    let firstName: String
    let lastName: String
    let email: String

    static func == (lhs: Contact, rhs: Contact) -> Bool {
        lhs.email.lowercased() == rhs.email.lowercased()
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(email.lowercased())
    }
}

enum Priority: Int, Comparable, CaseIterable {
    case low = 1, medium, high, critical
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
}

let versions: [Version] = ["1.10.0", "1.2.3", "2.0", "1.2.10", "0.9.9", "1.2.3"]
print(versions.sorted().map(\.description))
print("max:", versions.max()!, "unique:", Set(versions).count)
print(Version("1.2") == "1.2.0", Version("1.2.3") < "1.10")

let contacts = [
    Contact(firstName: "Ada", lastName: "Lovelace", email: "ada@math.org"),
    Contact(firstName: "Alan", lastName: "Turing", email: "alan@bletchley.uk"),
    Contact(firstName: "A.", lastName: "Lovelace", email: "ADA@math.org"),
    Contact(firstName: "Grace", lastName: "Hopper", email: "grace@navy.mil"),
]
let unique = Set(contacts)
print("unique contacts:", unique.count)
let sortedContacts = contacts.sorted { ($0.lastName, $0.firstName) < ($1.lastName, $1.firstName) }
print(sortedContacts.map { "\($0.lastName), \($0.firstName)" })

print(Priority.allCases.filter { $0 >= .high }, Priority.medium < .critical)
let tasks: [(String, Priority)] = [("docs", .low), ("crash", .critical), ("ui", .medium), ("leak", .high)]
print(tasks.sorted { $0.1 > $1.1 }.map(\.0))
print(tasks.map(\.1).min()!, [Priority.low, .high].contains(.high))
// expect: ["0.9.9", "1.2.3", "1.2.3", "1.2.10", "1.10.0", "2.0.0"]
// expect: max: 2.0.0 unique: 5
// expect: true true
// expect: unique contacts: 3
// expect: ["Hopper, Grace", "Lovelace, A.", "Lovelace, Ada", "Turing, Alan"]
// expect: [main.Priority.high, main.Priority.critical] true
// expect: ["crash", "leak", "ui", "docs"]
// expect: low true

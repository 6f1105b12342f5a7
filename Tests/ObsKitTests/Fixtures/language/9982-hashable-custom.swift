// Apple docs style (Hashable): custom == and hash(into:) that ignore some properties
struct User: Hashable, CustomStringConvertible {
    let id: Int
    var displayName: String
    var lastSeen: Int

    static func == (lhs: User, rhs: User) -> Bool {
        lhs.id == rhs.id
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }

    var description: String { "\(displayName)#\(id)" }
}

let u1 = User(id: 1, displayName: "ana", lastSeen: 10)
let u1renamed = User(id: 1, displayName: "Ana B.", lastSeen: 99)
let u2 = User(id: 2, displayName: "bo", lastSeen: 5)
print("u1 == u1renamed:", u1 == u1renamed)
print("u1 == u2:", u1 == u2)

var online: Set<User> = [u1, u2]
let result = online.insert(u1renamed)
print("inserted:", result.inserted, "member already there:", result.memberAfterInsert)
print("count:", online.count)
let updated = online.update(with: u1renamed)
print("update replaced:", updated as Any)
print("now:", online.sorted { $0.id < $1.id })

var scores: [User: Int] = [u1: 10]
scores[u1renamed, default: 0] += 5
print("score for id 1:", scores[u1]!, "keys:", scores.count)

// Case-insensitive key type.
struct CIString: Hashable {
    let raw: String
    static func == (a: CIString, b: CIString) -> Bool { a.raw.lowercased() == b.raw.lowercased() }
    func hash(into h: inout Hasher) { h.combine(raw.lowercased()) }
}
let words = ["Swift", "swift", "SWIFT", "Kotlin", "kotlin", "Go"].map(CIString.init)
let distinct = Set(words)
print("distinct ci words:", distinct.count)
print("distinct lowercased:", distinct.map { $0.raw.lowercased() }.sorted())
var firstSpelling: [CIString: String] = [:]
for w in words where firstSpelling[w] == nil { firstSpelling[w] = w.raw }
print("first spellings:", firstSpelling.values.sorted())

// Hashing multiple fields in a stable order.
struct Version: Hashable, Comparable {
    let major: Int, minor: Int
    func hash(into h: inout Hasher) { h.combine(major); h.combine(minor) }
    static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
}
let versions = [Version(major: 1, minor: 2), Version(major: 1, minor: 2), Version(major: 2, minor: 0), Version(major: 1, minor: 10)]
print("unique versions:", Set(versions).sorted().map { "\($0.major).\($0.minor)" })
print("max:", versions.max().map { "\($0.major).\($0.minor)" }!)
print("removeDuplicates keeps order:", versions.reduce(into: [Version]()) { acc, v in if !acc.contains(v) { acc.append(v) } }.count)

// expect: u1 == u1renamed: true
// expect: u1 == u2: false
// expect: inserted: false member already there: ana#1
// expect: count: 2
// expect: update replaced: Optional(ana#1)
// expect: now: [Ana B.#1, bo#2]
// expect: score for id 1: 15 keys: 1
// expect: distinct ci words: 3
// expect: distinct lowercased: ["go", "kotlin", "swift"]
// expect: first spellings: ["Go", "Kotlin", "Swift"]
// expect: unique versions: ["1.2", "1.10", "2.0"]
// expect: max: 2.0
// expect: removeDuplicates keeps order: 3

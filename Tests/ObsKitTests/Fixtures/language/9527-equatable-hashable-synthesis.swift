// Synthesized Equatable/Hashable for structs and enums, custom == that ignores fields, and Hashable consistency in sets/dicts (expected output from swiftc 6.3.1 on Linux)
// known-gap: line 11: expected "nan unequal false", got "nan unequal true"
struct Version: Hashable {
    var major: Int, minor: Int, patch: Int
}
enum Token: Hashable {
    case number(Int)
    case word(String)
    case op(Character, precedence: Int)
    case end
}
print(Version(major: 1, minor: 2, patch: 3) == Version(major: 1, minor: 2, patch: 3), Version(major: 1, minor: 2, patch: 3) == Version(major: 1, minor: 2, patch: 4))
let vs: Set = [Version(major: 1, minor: 0, patch: 0), Version(major: 1, minor: 0, patch: 0), Version(major: 2, minor: 0, patch: 0)]
print(vs.count)
print(Token.number(1) == .number(1), Token.number(1) == .word("1"), Token.op("+", precedence: 1) == .op("+", precedence: 2), Token.end == .end)
let tokenSet: Set<Token> = [.number(1), .number(1), .word("a"), .op("*", precedence: 5), .op("*", precedence: 5), .end]
print(tokenSet.count, tokenSet.contains(.word("a")), tokenSet.contains(.word("b")))

struct User: Hashable {
    let id: Int
    var displayName: String
    var lastSeen: Int
    static func == (a: User, b: User) -> Bool { a.id == b.id }
    func hash(into h: inout Hasher) { h.combine(id) }
}
var users: Set<User> = [User(id: 1, displayName: "Ann", lastSeen: 5)]
let inserted = users.insert(User(id: 1, displayName: "Annie", lastSeen: 9))
print(inserted.inserted, inserted.memberAfterInsert.displayName, users.count)
let updated = users.update(with: User(id: 1, displayName: "Annie", lastSeen: 9))
print(updated?.displayName as Any, users.first!.displayName)
var lastSeen: [User: Int] = [:]
lastSeen[User(id: 2, displayName: "Bo", lastSeen: 0)] = 100
lastSeen[User(id: 2, displayName: "Robert", lastSeen: 7)] = 200
print(lastSeen.count, lastSeen.values.first!, lastSeen.keys.first!.displayName)

struct Wrapper<T: Hashable>: Hashable { let inner: T; let extra: [T] }
print(Wrapper(inner: "a", extra: ["b"]) == Wrapper(inner: "a", extra: ["b"]), Set([Wrapper(inner: 1, extra: []), Wrapper(inner: 1, extra: [])]).count)

class Ref: Hashable {
    let key: String
    init(_ key: String) { self.key = key }
    static func == (a: Ref, b: Ref) -> Bool { a.key == b.key }
    func hash(into h: inout Hasher) { h.combine(key) }
}
let r1 = Ref("k"), r2 = Ref("k")
print(r1 == r2, r1 === r2, Set([r1, r2]).count, ObjectIdentifier(r1) == ObjectIdentifier(r2))

enum Shape: Equatable { case circle(radius: Double), rect(w: Double, h: Double) }
print(Shape.circle(radius: 1) == .circle(radius: 1.0), Shape.rect(w: 1, h: 2) != .rect(w: 2, h: 1))
let nanValue = Double("nan")!
print(nanValue == nanValue ? "nan equal" : "nan unequal", [Shape.circle(radius: .nan)] == [Shape.circle(radius: .nan)])
let t1 = (1, "a"), t2 = (1, "a")
print(t1 == t2, [1, 2] == [1, 2], ["k": [1]] == ["k": [1]], [1, 2] as Set == [2, 1] as Set)
var h1 = Hasher(); h1.combine(Version(major: 1, minor: 2, patch: 3))
var h2 = Hasher(); h2.combine(Version(major: 1, minor: 2, patch: 3))
print(h1.finalize() == h2.finalize(), Version(major: 0, minor: 0, patch: 1).hashValue == Version(major: 0, minor: 0, patch: 1).hashValue)

// expect: true false
// expect: 2
// expect: true false false true
// expect: 4 true false
// expect: false Ann 1
// expect: Optional("Ann") Annie
// expect: 1 200 Bo
// expect: true 1
// expect: true false 1 false
// expect: true true
// expect: nan unequal false
// expect: true true true true
// expect: true true

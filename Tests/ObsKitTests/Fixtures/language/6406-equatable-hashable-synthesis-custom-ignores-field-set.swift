// Quiz post style (synthesized conformances): Equatable and Hashable synthesis, a custom == that ignores a field, and Set membership
struct User: Hashable {
    let id: Int
    var nickname: String
}

struct Loose: Equatable {
    let id: Int
    var note: String
    static func == (l: Loose, r: Loose) -> Bool { l.id == r.id }
}

enum Event: Hashable {
    case tap(x: Int, y: Int)
    case key(String)
    case idle
}

// Puzzle: which comparisons are true?
let u1 = User(id: 1, nickname: "a")
let u2 = User(id: 1, nickname: "b")
print("users equal:", u1 == u2)
var seen: Set<User> = [u1, u2, User(id: 1, nickname: "a")]
print("set count:", seen.count)
seen.insert(u2)
print("after insert:", seen.count, seen.contains(User(id: 1, nickname: "b")))

print("loose equal:", Loose(id: 1, note: "x") == Loose(id: 1, note: "y"), Loose(id: 1, note: "x") != Loose(id: 2, note: "x"))
let list = [Loose(id: 3, note: "first"), Loose(id: 3, note: "second")]
print("firstIndex:", list.firstIndex(of: Loose(id: 3, note: "zzz"))!, list.contains(Loose(id: 4, note: "first")))

print("events:", Event.tap(x: 1, y: 2) == .tap(x: 1, y: 2), Event.tap(x: 1, y: 2) == .tap(x: 2, y: 1), Event.key("a") != .key("b"))
let counts = [Event.idle, .key("q"), .idle, .tap(x: 0, y: 0), .key("q")].reduce(into: [Event: Int]()) { $0[$1, default: 0] += 1 }
print("idle:", counts[.idle]!, "q:", counts[.key("q")]!, "keys:", counts.count)

struct Wrapper<T: Equatable>: Equatable { let value: T }
print("wrapper:", Wrapper(value: [1, 2]) == Wrapper(value: [1, 2]), Wrapper(value: "a") == Wrapper(value: "b"))
print("tuples:", (1, "a") == (1, "a"), (1, 2, 3) < (1, 3, 0))

// expect: users equal: false
// expect: set count: 2
// expect: after insert: 2 true
// expect: loose equal: true true
// expect: firstIndex: 0 false
// expect: events: true false true
// expect: idle: 2 q: 2 keys: 3
// expect: wrapper: true false
// expect: tuples: true true

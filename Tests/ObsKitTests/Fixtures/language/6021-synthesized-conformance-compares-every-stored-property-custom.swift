// Stack Overflow style (Equatable and Hashable): synthesized conformance compares every stored property; custom == can disagree with hashing choice
struct Tag: Hashable {
    var name: String
    var weight: Int
}
print(Tag(name: "a", weight: 1) == Tag(name: "a", weight: 1))
print(Tag(name: "a", weight: 1) == Tag(name: "a", weight: 2))
let tags: Set<Tag> = [Tag(name: "a", weight: 1), Tag(name: "a", weight: 1), Tag(name: "a", weight: 2)]
print(tags.count)

struct User: Hashable {
    var id: Int
    var nickname: String
    static func == (l: User, r: User) -> Bool { l.id == r.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
let u1 = User(id: 1, nickname: "first")
let u2 = User(id: 1, nickname: "second")
print(u1 == u2)
var users: Set<User> = [u1]
let (inserted, member) = users.insert(u2)
print(inserted, member.nickname)
users.update(with: u2)
print(users.first!.nickname)

var byUser: [User: Int] = [u1: 10]
byUser[u2, default: 0] += 5
print(byUser.count, byUser[u1]!, byUser.keys.first!.nickname)

enum Status: Hashable {
    case active
    case suspended(reason: String)
}
print(Status.active == .active, Status.suspended(reason: "x") == .suspended(reason: "y"))
print(Set([Status.active, .active, .suspended(reason: "a")]).count)

final class Ref: Equatable {
    let v: Int
    init(_ v: Int) { self.v = v }
    static func == (l: Ref, r: Ref) -> Bool { l.v == r.v }
}
let r1 = Ref(3), r2 = Ref(3)
print(r1 == r2, r1 === r2, [r1].contains(r2), [r1].contains { $0 === r2 })

struct Wrapper<T: Equatable>: Equatable { var value: T }
print(Wrapper(value: [1, 2]) == Wrapper(value: [1, 2]), Wrapper(value: 0.0) == Wrapper(value: -0.0))
print(Wrapper(value: Double.nan) == Wrapper(value: Double.nan))

// expect: true
// expect: false
// expect: 2
// expect: true
// expect: false first
// expect: second
// expect: 1 15 first
// expect: true false
// expect: 2
// expect: true false true false
// expect: true true
// expect: false

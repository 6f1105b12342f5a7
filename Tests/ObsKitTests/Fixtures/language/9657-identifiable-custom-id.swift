// Identifiable with custom ID types: tagged IDs, class default ObjectIdentifier ids, diffing collections by id
// known-gap: error: 9657-identifiable-custom-id.swift:69:22: error: no exact matches in call to initializer 'C.Element.ID(raw:)' with an argument of type 'String'
struct Tagged<Tag, Raw: Hashable>: Hashable, CustomStringConvertible {
    let raw: Raw
    var description: String { "\(Tag.self)#\(raw)" }
}
enum UserTag {}
enum OrderTag {}

struct User: Identifiable {
    typealias ID = Tagged<UserTag, Int>
    let id: ID
    var name: String
}
struct Order: Identifiable {
    let id: Tagged<OrderTag, String>
    let user: User.ID
    var total: Int
}
struct Compound: Identifiable, Equatable {
    struct Key: Hashable, Comparable {
        let a: String, b: Int
        static func < (l: Key, r: Key) -> Bool { (l.a, l.b) < (r.a, r.b) }
    }
    var id: Key { Key(a: group, b: index) }
    let group: String, index: Int
    var payload: String
}
final class Session: Identifiable { let user: String; init(_ u: String) { user = u } }

let users = [User(id: .init(raw: 1), name: "ann"), User(id: .init(raw: 2), name: "ben")]
let orders = [
    Order(id: .init(raw: "o-1"), user: .init(raw: 2), total: 30),
    Order(id: .init(raw: "o-2"), user: .init(raw: 1), total: 5),
    Order(id: .init(raw: "o-3"), user: .init(raw: 2), total: 12),
]
print(users.map(\.id), orders.map { $0.id.description })
let byId = Dictionary(uniqueKeysWithValues: users.map { ($0.id, $0) })
for o in orders { print(o.id, "->", byId[o.user]?.name ?? "?", o.total) }
let totals = Dictionary(grouping: orders, by: \.user).mapValues { $0.reduce(0) { $0 + $1.total } }
print(totals.sorted { $0.key.raw < $1.key.raw }.map { "\($0.key)=\($0.value)" })
print(User.ID.self == Tagged<UserTag, Int>.self, type(of: orders[0].id))

func diff<T: Identifiable & Equatable>(_ old: [T], _ new: [T]) -> (added: [T.ID], removed: [T.ID], changed: [T.ID]) {
    let oldMap = Dictionary(uniqueKeysWithValues: old.map { ($0.id, $0) })
    let newIds = Set(new.map(\.id))
    let added = new.filter { oldMap[$0.id] == nil }.map(\.id)
    let removed = old.filter { !newIds.contains($0.id) }.map(\.id)
    let changed = new.filter { n in oldMap[n.id].map { o in o != n } ?? false }.map(\.id)
    return (added, removed, changed)
}
let v1 = [Compound(group: "a", index: 1, payload: "x"), Compound(group: "a", index: 2, payload: "y"), Compound(group: "b", index: 1, payload: "z")]
let v2 = [Compound(group: "a", index: 2, payload: "Y"), Compound(group: "b", index: 1, payload: "z"), Compound(group: "c", index: 0, payload: "new")]
let d = diff(v1, v2)
func fmt(_ ks: [Compound.Key]) -> [String] { ks.sorted().map { "\($0.a)\($0.b)" } }
print("added", fmt(d.added), "removed", fmt(d.removed), "changed", fmt(d.changed))
print(v1.map(\.id).max().map { "\($0.a)\($0.b)" } ?? "")

let s1 = Session("u1"), s2 = Session("u1")
print(s1.id == s1.id, s1.id == s2.id, s1.id == ObjectIdentifier(s1))
let sessions = [s1, s2, s1]
print(Set(sessions.map(\.id)).count)
var seen = Set<Session.ID>()
let uniqueSessions = sessions.filter { seen.insert($0.id).inserted }
print(uniqueSessions.count, uniqueSessions.map(\.user))
func firstIndex<C: Collection>(of id: C.Element.ID, in c: C) -> Int? where C.Element: Identifiable {
    c.firstIndex { $0.id == id }.map { c.distance(from: c.startIndex, to: $0) }
}
print(firstIndex(of: .init(raw: "o-3"), in: orders) as Any, firstIndex(of: .init(raw: 9), in: users) as Any)

// expect: [UserTag#1, UserTag#2] ["OrderTag#o-1", "OrderTag#o-2", "OrderTag#o-3"]
// expect: OrderTag#o-1 -> ben 30
// expect: OrderTag#o-2 -> ann 5
// expect: OrderTag#o-3 -> ben 12
// expect: ["UserTag#1=5", "UserTag#2=42"]
// expect: true Tagged<OrderTag, String>
// expect: added ["c0"] removed ["a1"] changed ["a2"]
// expect: b1
// expect: true false true
// expect: 2
// expect: 2 ["u1", "u1"]
// expect: Optional(2) nil

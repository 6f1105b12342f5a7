// Apple docs style (Identifiable): stable identity for values
struct User: Identifiable, Equatable {
    let id: Int
    var name: String
    var email: String
}

var users = [
    User(id: 101, name: "Ada", email: "ada@example.com"),
    User(id: 102, name: "Grace", email: "grace@example.com"),
    User(id: 103, name: "Linus", email: "linus@example.com"),
]

func index<T: Identifiable>(of id: T.ID, in items: [T]) -> Int? {
    items.firstIndex { $0.id == id }
}

if let i = index(of: 102, in: users) {
    users[i].email = "g.hopper@example.com"
}
for u in users { print(u.id, u.name, u.email) }

let edited = User(id: 101, name: "Ada L.", email: "ada@example.com")
print("same identity:", edited.id == users[0].id, "equal values:", edited == users[0])

let byID = Dictionary(uniqueKeysWithValues: users.map { ($0.id, $0) })
print("lookup 103:", byID[103]?.name ?? "missing")
print("ids:", users.map(\.id))

struct Tag: Identifiable, Hashable {
    var id: String { name.lowercased() }
    let name: String
}
let tags = [Tag(name: "Swift"), Tag(name: "swift"), Tag(name: "Docs")]
var seen = Set<String>()
let uniqueTags = tags.filter { seen.insert($0.id).inserted }
print("unique tags:", uniqueTags.map(\.name))

final class Document: Identifiable {
    let title: String
    init(title: String) { self.title = title }
}
let d1 = Document(title: "Notes")
let d2 = Document(title: "Notes")
print("class default id differs:", d1.id != d2.id, "same object id:", d1.id == d1.id)
print("id type:", type(of: d1.id))

struct Diff {
    static func changes<T: Identifiable & Equatable>(old: [T], new: [T]) -> (added: [T.ID], removed: [T.ID], changed: [T.ID]) where T.ID: Comparable {
        let oldMap = Dictionary(uniqueKeysWithValues: old.map { ($0.id, $0) })
        let newMap = Dictionary(uniqueKeysWithValues: new.map { ($0.id, $0) })
        let added = newMap.keys.filter { oldMap[$0] == nil }.sorted()
        let removed = oldMap.keys.filter { newMap[$0] == nil }.sorted()
        let changed = newMap.keys.filter { oldMap[$0] != nil && oldMap[$0] != newMap[$0] }.sorted()
        return (added, removed, changed)
    }
}
var newUsers = users
newUsers.remove(at: 2)
newUsers[0].name = "Ada Lovelace"
newUsers.append(User(id: 104, name: "Barbara", email: "b@example.com"))
let diff = Diff.changes(old: users, new: newUsers)
print("added:", diff.added, "removed:", diff.removed, "changed:", diff.changed)
print("sorted by name:", newUsers.sorted { $0.name < $1.name }.map(\.id))
// expect: 101 Ada ada@example.com
// expect: 102 Grace g.hopper@example.com
// expect: 103 Linus linus@example.com
// expect: same identity: true equal values: false
// expect: lookup 103: Linus
// expect: ids: [101, 102, 103]
// expect: unique tags: ["Swift", "Docs"]
// expect: class default id differs: true same object id: true
// expect: id type: ObjectIdentifier
// expect: added: [104] removed: [103] changed: [101]
// expect: sorted by name: [101, 104, 102]

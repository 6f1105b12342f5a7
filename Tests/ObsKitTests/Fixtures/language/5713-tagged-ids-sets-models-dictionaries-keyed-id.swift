// Swift by Sundell style (Identifiable/Hashable models): tagged IDs, sets of models and dictionaries keyed by ID, sorted for printing
struct Tagged<Tag, Raw: Hashable & Comparable>: Hashable, Comparable, CustomStringConvertible {
    let raw: Raw
    init(_ raw: Raw) { self.raw = raw }
    static func < (a: Self, b: Self) -> Bool { a.raw < b.raw }
    var description: String { "#\(raw)" }
}

struct User: Identifiable, Hashable {
    typealias ID = Tagged<User, Int>
    let id: ID
    var name: String

    static func == (a: User, b: User) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

struct Team: Identifiable {
    let id: Tagged<Team, String>
    var members: Set<User>
}

let ann = User(id: User.ID(3), name: "Ann")
let bo = User(id: User.ID(1), name: "Bo")
var annRenamed = ann
annRenamed.name = "Annie"

var people: Set<User> = [ann, bo]
let (inserted, existing) = people.insert(annRenamed)
print(inserted, existing.name, people.count)
people.update(with: annRenamed)
print(people.sorted { $0.id < $1.id }.map { "\($0.id) \($0.name)" })

var teams: [Team.ID: Team] = [:]
teams[Tagged("core")] = Team(id: Tagged("core"), members: [ann, bo])
teams[Tagged("apps")] = Team(id: Tagged("apps"), members: [bo])
for id in teams.keys.sorted() {
    let names = teams[id]!.members.map(\.name).sorted()
    print(id, names)
}

let index = Dictionary(uniqueKeysWithValues: people.map { ($0.id, $0) })
print(index[User.ID(3)]?.name ?? "none", index[User.ID(2)]?.name ?? "none")
let shared = teams.values.map(\.members).reduce(Set(people)) { $0.intersection($1) }
print(shared.map(\.name).sorted())

// expect: false Ann 2
// expect: ["#1 Bo", "#3 Annie"]
// expect: #apps ["Bo"]
// expect: #core ["Ann", "Bo"]
// expect: Annie none
// expect: ["Bo"]

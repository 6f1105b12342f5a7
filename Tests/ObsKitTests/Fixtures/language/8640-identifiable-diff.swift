// Blog style (Identifiable): diffing lists by stable IDs to find inserts, removals and updates
struct Todo: Identifiable, Equatable {
    let id: Int
    var title: String
    var done = false
}

struct Tag: Identifiable, Hashable {
    var id: String { name.lowercased() }
    let name: String
}

enum Change<T: Identifiable>: CustomStringConvertible where T.ID: Comparable {
    case inserted(T.ID), removed(T.ID), updated(T.ID)
    var description: String {
        switch self {
        case .inserted(let id): "+ \(id)"
        case .removed(let id): "- \(id)"
        case .updated(let id): "~ \(id)"
        }
    }
}

func diff<T: Identifiable & Equatable>(_ old: [T], _ new: [T]) -> [Change<T>] where T.ID: Comparable {
    let oldByID = Dictionary(uniqueKeysWithValues: old.map { ($0.id, $0) })
    let newByID = Dictionary(uniqueKeysWithValues: new.map { ($0.id, $0) })
    let removed = oldByID.keys.filter { newByID[$0] == nil }.sorted().map { Change<T>.removed($0) }
    var rest: [Change<T>] = []
    for item in new {
        if let before = oldByID[item.id] {
            if before != item { rest.append(.updated(item.id)) }
        } else {
            rest.append(.inserted(item.id))
        }
    }
    return removed + rest
}

let before = [Todo(id: 1, title: "Write post"), Todo(id: 2, title: "Edit"), Todo(id: 3, title: "Publish")]
var after = before
after[1].done = true
after.remove(at: 2)
after.append(Todo(id: 4, title: "Tweet"))
after.append(Todo(id: 5, title: "Relax"))

for change in diff(before, after) { print(change) }
print("no changes: \(diff(after, after).isEmpty)")

func lookup<T: Identifiable>(_ id: T.ID, in items: [T]) -> T? { items.first { $0.id == id } }
print(lookup(2, in: after).map { "\($0.title) done=\($0.done)" } ?? "missing")
print(lookup(3, in: after).map(\.title) ?? "missing")

let tags = [Tag(name: "Swift"), Tag(name: "SWIFT"), Tag(name: "Generics")]
var seen: [Tag.ID] = []
let uniqueTags = tags.filter { t in
    if seen.contains(t.id) { return false }
    seen.append(t.id)
    return true
}
print(uniqueTags.map(\.name), seen)
print(diff([Todo(id: 9, title: "a")], [Todo(id: 9, title: "b")]).map(\.description))
// expect: - 3
// expect: ~ 2
// expect: + 4
// expect: + 5
// expect: no changes: true
// expect: Edit done=true
// expect: missing
// expect: ["Swift", "Generics"] ["swift", "generics"]
// expect: ["~ 9"]

// App code style: table view updates from CollectionDifference via difference(from:), inferringMoves and applying
struct Contact: Hashable, CustomStringConvertible {
    let id: Int
    let name: String
    var description: String { "\(name)#\(id)" }
}

enum RowUpdate: CustomStringConvertible {
    case insert(row: Int, title: String)
    case delete(row: Int, title: String)
    case move(from: Int, to: Int, title: String)

    var description: String {
        switch self {
        case let .insert(row, title): return "insert \(title) at \(row)"
        case let .delete(row, title): return "delete \(title) at \(row)"
        case let .move(from, to, title): return "move \(title) \(from) -> \(to)"
        }
    }
}

func updates<T: Hashable & CustomStringConvertible>(from old: [T], to new: [T]) -> [RowUpdate] {
    let diff = new.difference(from: old).inferringMoves()
    var result: [RowUpdate] = []
    for change in diff {
        switch change {
        case let .remove(offset, element, associatedWith):
            if let to = associatedWith {
                result.append(.move(from: offset, to: to, title: element.description))
            } else {
                result.append(.delete(row: offset, title: element.description))
            }
        case let .insert(offset, element, associatedWith):
            if associatedWith == nil {
                result.append(.insert(row: offset, title: element.description))
            }
        }
    }
    return result
}

let before = [
    Contact(id: 1, name: "Ana"),
    Contact(id: 2, name: "Ben"),
    Contact(id: 3, name: "Cleo"),
    Contact(id: 4, name: "Dev"),
]
let after = [
    Contact(id: 3, name: "Cleo"),
    Contact(id: 1, name: "Ana"),
    Contact(id: 5, name: "Eve"),
    Contact(id: 4, name: "Dev"),
]

print("before:", before)
print("after:", after)
for update in updates(from: before, to: after) {
    print(" -", update)
}

let plain = after.difference(from: before)
print("removals:", plain.removals.count, "insertions:", plain.insertions.count)
print("isEmpty:", plain.isEmpty)
if let rebuilt = before.applying(plain) {
    print("rebuilt matches:", rebuilt == after)
}

let words = Array("kitten")
let target = Array("sitting")
let charDiff = target.difference(from: words)
var offsets: [String] = []
for change in charDiff {
    switch change {
    case let .remove(offset, element, _): offsets.append("-\(element)@\(offset)")
    case let .insert(offset, element, _): offsets.append("+\(element)@\(offset)")
    }
}
print(offsets.joined(separator: " "))
print("edit count:", charDiff.count)

let same = [1, 2, 3].difference(from: [1, 2, 3])
print("no-op diff empty:", same.isEmpty)

let tags = ["swift", "ios", "ui"]
let newTags = ["swift", "ui", "testing"]
let tagDiff = newTags.difference(from: tags)
let removed = tagDiff.removals.compactMap { change -> String? in
    if case let .remove(_, element, _) = change { return element }
    return nil
}
let added = tagDiff.insertions.compactMap { change -> String? in
    if case let .insert(_, element, _) = change { return element }
    return nil
}
print("removed tags:", removed, "added tags:", added)
print("inverse applied:", newTags.applying(tagDiff.inverse()) ?? [])

// expect: before: [Ana#1, Ben#2, Cleo#3, Dev#4]
// expect: after: [Cleo#3, Ana#1, Eve#5, Dev#4]
// expect:  - delete Ben#2 at 1
// expect:  - move Ana#1 0 -> 1
// expect:  - insert Eve#5 at 2
// expect: removals: 2 insertions: 2
// expect: isEmpty: false
// expect: rebuilt matches: true
// expect: -e@4 -k@0 +s@0 +i@4 +g@6
// expect: edit count: 5
// expect: no-op diff empty: true
// expect: removed tags: ["ios"] added tags: ["testing"]
// expect: inverse applied: ["swift", "ios", "ui"]

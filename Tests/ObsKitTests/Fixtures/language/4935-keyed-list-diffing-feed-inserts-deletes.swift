// App code style: keyed list diffing for a feed — inserts, deletes, moves and content updates by stable id
struct FeedItem: Identifiable, Equatable, CustomStringConvertible {
    let id: String
    var text: String
    var likes: Int
    var description: String { "\(id)(\(text),\(likes))" }
}

struct Changeset: CustomStringConvertible {
    var deletes: [Int] = []
    var inserts: [Int] = []
    var moves: [(from: Int, to: Int)] = []
    var updates: [Int] = []

    var isEmpty: Bool { deletes.isEmpty && inserts.isEmpty && moves.isEmpty && updates.isEmpty }

    var description: String {
        if isEmpty { return "no changes" }
        var parts: [String] = []
        if !deletes.isEmpty { parts.append("delete \(deletes)") }
        if !inserts.isEmpty { parts.append("insert \(inserts)") }
        if !moves.isEmpty { parts.append("move " + moves.map { "\($0.from)->\($0.to)" }.joined(separator: ",")) }
        if !updates.isEmpty { parts.append("reload \(updates)") }
        return parts.joined(separator: "; ")
    }
}

func changeset<T: Identifiable & Equatable>(old: [T], new: [T]) -> Changeset where T.ID: Hashable {
    var result = Changeset()
    let oldIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($0.element.id, $0.offset) })
    let newIndex = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($0.element.id, $0.offset) })

    result.deletes = old.enumerated().filter { newIndex[$0.element.id] == nil }.map(\.offset)
    result.inserts = new.enumerated().filter { oldIndex[$0.element.id] == nil }.map(\.offset)

    let oldIDs = old.map(\.id)
    let newIDs = new.map(\.id)
    let idDiff = newIDs.difference(from: oldIDs).inferringMoves()
    for case let .insert(offset, _, associatedWith?) in idDiff {
        result.moves.append((from: associatedWith, to: offset))
    }
    result.moves.sort { $0.to < $1.to }

    for (offset, item) in new.enumerated() {
        if let previous = oldIndex[item.id], old[previous] != item {
            result.updates.append(offset)
        }
    }
    return result
}

var feed = [
    FeedItem(id: "a", text: "Hello", likes: 1),
    FeedItem(id: "b", text: "Swift 6", likes: 10),
    FeedItem(id: "c", text: "Lunch", likes: 0),
    FeedItem(id: "d", text: "Release", likes: 4),
]

func apply(_ label: String, _ change: (inout [FeedItem]) -> Void) {
    let old = feed
    change(&feed)
    print("\(label): \(changeset(old: old, new: feed))")
    print("   now \(feed)")
}

apply("like b") { $0[1].likes += 1 }
apply("delete c") { $0.removeAll { $0.id == "c" } }
apply("insert e at top") { $0.insert(FeedItem(id: "e", text: "New!", likes: 0), at: 0) }
apply("sort by likes") { $0.sort { ($0.likes, $0.id) > ($1.likes, $1.id) } }
apply("edit and move a") {
    var a = $0.remove(at: $0.firstIndex { $0.id == "a" }!)
    a.text = "Hello again"
    $0.append(a)
}
apply("nothing") { _ in }
apply("replace all") { $0 = [FeedItem(id: "x", text: "X", likes: 0), FeedItem(id: "b", text: "Swift 6", likes: 11)] }

let sectionsBefore = ["Today": ["a", "b"], "Yesterday": ["c"]]
let sectionsAfter = ["Today": ["b"], "Earlier": ["c", "d"]]
for key in Set(sectionsBefore.keys).union(sectionsAfter.keys).sorted() {
    let diff = (sectionsAfter[key] ?? []).difference(from: sectionsBefore[key] ?? [])
    let summary = diff.map { change -> String in
        switch change {
        case let .insert(o, e, _): return "+\(e)@\(o)"
        case let .remove(o, e, _): return "-\(e)@\(o)"
        }
    }
    print("section \(key): \(summary)")
}

// expect: like b: reload [1]
// expect:    now [a(Hello,1), b(Swift 6,11), c(Lunch,0), d(Release,4)]
// expect: delete c: delete [2]
// expect:    now [a(Hello,1), b(Swift 6,11), d(Release,4)]
// expect: insert e at top: insert [0]
// expect:    now [e(New!,0), a(Hello,1), b(Swift 6,11), d(Release,4)]
// expect: sort by likes: move 1->2,0->3
// expect:    now [b(Swift 6,11), d(Release,4), a(Hello,1), e(New!,0)]
// expect: edit and move a: move 2->3; reload [3]
// expect:    now [b(Swift 6,11), d(Release,4), e(New!,0), a(Hello again,1)]
// expect: nothing: no changes
// expect:    now [b(Swift 6,11), d(Release,4), e(New!,0), a(Hello again,1)]
// expect: replace all: delete [1, 2, 3]; insert [0]
// expect:    now [x(X,0), b(Swift 6,11)]
// expect: section Earlier: ["+c@0", "+d@1"]
// expect: section Today: ["-a@0"]
// expect: section Yesterday: ["-c@0"]

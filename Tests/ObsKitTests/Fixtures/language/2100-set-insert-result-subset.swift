// Compiler test style: Set insert returning (inserted, memberAfterInsert), update, remove and custom Hashable members
struct Tag: Hashable, CustomStringConvertible {
    let name: String
    let note: String
    // identity is the lowercased name only
    static func == (a: Tag, b: Tag) -> Bool { a.name.lowercased() == b.name.lowercased() }
    func hash(into h: inout Hasher) { h.combine(name.lowercased()) }
    var description: String { "\(name)(\(note))" }
}

var tags: Set<Tag> = []
let r1 = tags.insert(Tag(name: "Swift", note: "first"))
print(r1.inserted, r1.memberAfterInsert)
let r2 = tags.insert(Tag(name: "swift", note: "second"))
print(r2.inserted, r2.memberAfterInsert)
let (ok, member) = tags.insert(Tag(name: "Rust", note: "r"))
print(ok, member)

let old = tags.update(with: Tag(name: "SWIFT", note: "replaced"))
print(old as Any)
let none = tags.update(with: Tag(name: "Go", note: "g"))
print(none as Any)
print(tags.map { $0.description }.sorted())

let removed = tags.remove(Tag(name: "rust", note: ""))
print(removed as Any, tags.count)
print(tags.remove(Tag(name: "zig", note: "")) as Any)
print(tags.contains(Tag(name: "go", note: "?")))

var seen = Set<Int>()
var firstDupes: [Int] = []
for n in [3, 1, 3, 2, 1, 3, 4] {
    if !seen.insert(n).inserted { firstDupes.append(n) }
}
print(firstDupes, seen.sorted())

var ints: Set = [5, 10, 15]
print(ints.removeFirst() > 0, ints.count)
ints.removeAll()
print(ints.isEmpty, ints.insert(1).inserted, ints)
let unique = [4, 2, 4, 1, 2].reduce(into: (Set<Int>(), [Int]())) { acc, x in
    if acc.0.insert(x).inserted { acc.1.append(x) }
}
print(unique.1)

// expect: true Swift(first)
// expect: false Swift(first)
// expect: true Rust(r)
// expect: Optional(Swift(first))
// expect: nil
// expect: ["Go(g)", "Rust(r)", "SWIFT(replaced)"]
// expect: Optional(Rust(r)) 2
// expect: nil
// expect: true
// expect: [3, 1, 3] [1, 2, 3, 4]
// expect: true 2
// expect: true true [1]
// expect: [4, 2, 1]

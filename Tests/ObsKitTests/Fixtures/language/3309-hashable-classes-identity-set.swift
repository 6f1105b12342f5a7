// Compiler test style: Hashable classes by identity in Set and Dictionary with sorted output
class Tag: Hashable {
    let name: String
    init(_ name: String) { self.name = name }
    static func == (a: Tag, b: Tag) -> Bool { a === b }
    func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
class NamedTag: Hashable {
    let name: String
    init(_ name: String) { self.name = name }
    static func == (a: NamedTag, b: NamedTag) -> Bool { a.name == b.name }
    func hash(into h: inout Hasher) { h.combine(name) }
}
let t1 = Tag("x"), t2 = Tag("x"), t3 = t1
let idSet: Set<Tag> = [t1, t2, t3]
print(idSet.count, idSet.contains(t3))
let n1 = NamedTag("x"), n2 = NamedTag("x"), n3 = NamedTag("y")
let nameSet: Set<NamedTag> = [n1, n2, n3]
print(nameSet.count, nameSet.map { $0.name }.sorted())
var counts: [NamedTag: Int] = [:]
for t in [n1, n2, n3, NamedTag("y"), NamedTag("z")] {
    counts[t, default: 0] += 1
}
for (k, v) in counts.sorted(by: { $0.key.name < $1.key.name }) {
    print(k.name, v)
}
var byTag: [Tag: String] = [t1: "first"]
byTag[t2] = "second"
byTag[t3] = "third"
print(byTag.count, byTag[t1]!, byTag[t2]!)
// expect: 2 true
// expect: 2 ["x", "y"]
// expect: x 2
// expect: y 2
// expect: z 1
// expect: 2 third second

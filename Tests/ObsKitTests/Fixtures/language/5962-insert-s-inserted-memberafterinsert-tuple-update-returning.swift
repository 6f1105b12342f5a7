// Swift stdlib test style (Set APIs): insert's (inserted, memberAfterInsert) tuple, update(with:) returning the replaced member, remove, subset and superset predicates including strict forms
struct Tag: Hashable, CustomStringConvertible {
    let name: String
    let note: String
    static func == (l: Tag, r: Tag) -> Bool { l.name == r.name }
    func hash(into h: inout Hasher) { h.combine(name) }
    var description: String { "\(name)(\(note))" }
}

var numbers: Set = [1, 2, 3]
let r1 = numbers.insert(4)
let r2 = numbers.insert(2)
print(r1.inserted, r1.memberAfterInsert, r2.inserted, r2.memberAfterInsert)
print(numbers.sorted())

let u1 = numbers.update(with: 3)
let u2 = numbers.update(with: 10)
print(u1 as Any, u2 as Any, numbers.sorted())

let rem1 = numbers.remove(1)
let rem2 = numbers.remove(1)
print(rem1 as Any, rem2 as Any, numbers.sorted())

var tags: Set<Tag> = [Tag(name: "swift", note: "first")]
let t = tags.insert(Tag(name: "swift", note: "second"))
print(t.inserted, t.memberAfterInsert)
let replaced = tags.update(with: Tag(name: "swift", note: "third"))
print(replaced as Any, tags.first!)
print(tags.contains(Tag(name: "swift", note: "whatever")))

let small: Set = [1, 2]
let big: Set = [1, 2, 3]
let same: Set = [2, 1]
print(small.isSubset(of: big), small.isStrictSubset(of: big))
print(small.isSubset(of: same), small.isStrictSubset(of: same))
print(big.isSuperset(of: small), big.isStrictSuperset(of: small), same.isStrictSuperset(of: small))
print(Set<Int>().isSubset(of: small), Set<Int>().isStrictSubset(of: small), Set<Int>().isStrictSubset(of: []))
print(small.isSubset(of: [1, 2, 5, 6] as [Int]), big.isSuperset(of: [3, 3, 3]))

var drained: Set = ["x", "y", "z"]
var out: [String] = []
while let e = drained.popFirst() { out.append(e) }
print(out.sorted(), drained.isEmpty)
drained.insert("q")
drained.removeAll()
print(drained.count)

// expect: true 4 false 2
// expect: [1, 2, 3, 4]
// expect: Optional(3) nil [1, 2, 3, 4, 10]
// expect: Optional(1) nil [2, 3, 4, 10]
// expect: false swift(first)
// expect: Optional(swift(first)) swift(third)
// expect: true
// expect: true true
// expect: true false
// expect: true true false
// expect: true true false
// expect: true true
// expect: ["x", "y", "z"] true
// expect: 0

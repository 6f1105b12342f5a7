// Standard library API style (Set mutation results): insert's (inserted:memberAfterInsert:), update(with:), remove and removeFirst on value types with identity fields
// known-gap: Set(minimumCapacity:) and Dictionary(minimumCapacity:) keep no capacity (`capacity` reports the count): the runtime's ordered storage has no reserved size
struct Tag: Hashable, CustomStringConvertible {
    let key: String
    let note: String
    static func == (a: Tag, b: Tag) -> Bool { a.key == b.key }
    func hash(into hasher: inout Hasher) { hasher.combine(key) }
    var description: String { "\(key)(\(note))" }
}
var tags: Set<Tag> = []
let r1 = tags.insert(Tag(key: "red", note: "first"))
print("insert new:", r1.inserted, r1.memberAfterInsert)
let r2 = tags.insert(Tag(key: "red", note: "second"))
print("insert dup:", r2.inserted, r2.memberAfterInsert)
let old = tags.update(with: Tag(key: "red", note: "third"))
print("update existing returns:", old as Any)
let fresh = tags.update(with: Tag(key: "blue", note: "only"))
print("update new returns:", fresh as Any)
print("members:", tags.sorted { $0.key < $1.key })
let removed = tags.remove(Tag(key: "red", note: "ignored"))
print("remove returns stored:", removed as Any)
print("remove missing:", tags.remove(Tag(key: "green", note: "")) as Any)
print("after removes:", tags.sorted { $0.key < $1.key })
var numbers: Set = [10]
let (ok, member) = numbers.insert(20)
print("destructured:", ok, member)
print("insert again:", numbers.insert(20))
print("update int:", numbers.update(with: 10) as Any, numbers.update(with: 30) as Any)
print("numbers:", numbers.sorted())
let first = numbers.removeFirst()
print("removeFirst was member:", [10, 20, 30].contains(first), numbers.count)
numbers.removeAll()
print("removeAll:", numbers.isEmpty)
var seen = Set<String>()
let input = ["b", "a", "b", "c", "a", "d"]
let firstSeen = input.filter { seen.insert($0).inserted }
print("dedupe keeping order:", firstSeen)
print("seen count:", seen.count)
var capacitySet = Set<Int>(minimumCapacity: 8)
print("capacity at least:", capacitySet.capacity >= 8, capacitySet.isEmpty)
capacitySet.insert(1)
print("contains after insert:", capacitySet.contains(1))
let filtered = Set(1...10).filter { $0 % 3 == 0 }
print("filtered:", filtered.sorted())
var letters = Set("hello")
print("remove l:", letters.remove("l") as Any, letters.remove("z") as Any, String(letters.sorted()))

// expect: insert new: true red(first)
// expect: insert dup: false red(first)
// expect: update existing returns: Optional(red(first))
// expect: update new returns: nil
// expect: members: [blue(only), red(third)]
// expect: remove returns stored: Optional(red(third))
// expect: remove missing: nil
// expect: after removes: [blue(only)]
// expect: destructured: true 20
// expect: insert again: (inserted: false, memberAfterInsert: 20)
// expect: update int: Optional(10) nil
// expect: numbers: [10, 20, 30]
// expect: removeFirst was member: true 2
// expect: removeAll: true
// expect: dedupe keeping order: ["b", "a", "c", "d"]
// expect: seen count: 4
// expect: capacity at least: true true
// expect: contains after insert: true
// expect: filtered: [3, 6, 9]
// expect: remove l: Optional("l") nil eho

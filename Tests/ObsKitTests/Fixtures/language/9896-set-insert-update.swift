// Apple docs style (Set): insert, update, remove and membership
struct Tag: Hashable, CustomStringConvertible {
    let name: String
    var description: String { "#\(name)" }
}

var classDays: Set = ["Wednesday", "Friday"]
let r1 = classDays.insert("Monday")
print("inserted:", r1.inserted, "member:", r1.memberAfterInsert)
let r2 = classDays.insert("Friday")
print("inserted:", r2.inserted, "member:", r2.memberAfterInsert)
print("days:", classDays.sorted())

let (wasInserted, member) = classDays.insert("Tuesday")
print("destructured:", wasInserted, member)

let old = classDays.update(with: "Monday")
print("update existing returns:", old ?? "nil")
let fresh = classDays.update(with: "Sunday")
print("update new returns:", fresh ?? "nil")

print("remove Friday:", classDays.remove("Friday") ?? "nil")
print("remove Saturday:", classDays.remove("Saturday") ?? "nil")
print("days now:", classDays.sorted(), "count:", classDays.count)

var tags: Set<Tag> = []
for word in ["swift", "ios", "swift", "docs", "ios", "swift"] {
    let (inserted, _) = tags.insert(Tag(name: word))
    print("insert \(word): \(inserted ? "new" : "duplicate")")
}
print("tags:", tags.sorted { $0.name < $1.name })

var seen = Set<Int>()
var firstDuplicate: Int?
for n in [4, 8, 15, 16, 8, 23, 42, 4] {
    if !seen.insert(n).inserted {
        firstDuplicate = n
        break
    }
}
print("first duplicate:", firstDuplicate ?? -1)

var unique: [String] = []
var seenWords = Set<String>()
for w in "the cat and the hat and the bat".split(separator: " ") {
    if seenWords.insert(String(w)).inserted {
        unique.append(String(w))
    }
}
print("order-preserving unique:", unique)

var emptySet = Set<Character>(minimumCapacity: 8)
print("empty:", emptySet.isEmpty, emptySet.count)
emptySet.insert("x")
print("one element:", emptySet, emptySet.first!)
emptySet.removeAll()
print("after removeAll:", emptySet.isEmpty)
// expect: inserted: true member: Monday
// expect: inserted: false member: Friday
// expect: days: ["Friday", "Monday", "Wednesday"]
// expect: destructured: true Tuesday
// expect: update existing returns: Monday
// expect: update new returns: nil
// expect: remove Friday: Friday
// expect: remove Saturday: nil
// expect: days now: ["Monday", "Sunday", "Tuesday", "Wednesday"] count: 4
// expect: insert swift: new
// expect: insert ios: new
// expect: insert swift: duplicate
// expect: insert docs: new
// expect: insert ios: duplicate
// expect: insert swift: duplicate
// expect: tags: [#docs, #ios, #swift]
// expect: first duplicate: 8
// expect: order-preserving unique: ["the", "cat", "and", "hat", "bat"]
// expect: empty: true 0
// expect: one element: ["x"] x
// expect: after removeAll: true

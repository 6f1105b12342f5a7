// Apple docs style (Set.insert(_:)): using the inserted/memberAfterInsert result tuple
enum DayOfTheWeek: Int {
    case sunday, monday, tuesday, wednesday, thursday, friday, saturday
}

var classDays: Set<DayOfTheWeek> = [.wednesday, .friday]
print(classDays.insert(.monday))
print(classDays.count)
print(classDays.insert(.friday))
print(classDays.count)
print(classDays.map(\.rawValue).sorted())

// Detecting duplicates while scanning
func firstDuplicate<T: Hashable>(in items: [T]) -> T? {
    var seen = Set<T>()
    for item in items {
        if !seen.insert(item).inserted {
            return item
        }
    }
    return nil
}
print(firstDuplicate(in: [3, 8, 1, 8, 3]) ?? -1)
print(firstDuplicate(in: ["a", "b", "c"]) ?? "none")

// Removing duplicates while keeping order
extension Sequence where Element: Hashable {
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
print([5, 3, 5, 1, 3, 9, 1].uniqued())
print(Array("mississippi".uniqued()))

// memberAfterInsert returns the existing member
struct Tag: Hashable {
    let name: String
    let note: String
    static func == (l: Tag, r: Tag) -> Bool { l.name == r.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
var tags: Set<Tag> = [Tag(name: "swift", note: "original")]
let result = tags.insert(Tag(name: "swift", note: "second"))
print(result.inserted, result.memberAfterInsert.note)

// update(with:) replaces and returns the old member
let old = tags.update(with: Tag(name: "swift", note: "replaced"))
print(old?.note ?? "nil", tags.first!.note)

// remove returns the removed element or nil
var letters: Set<Character> = ["x", "y"]
print(letters.remove("x") ?? "-", letters.remove("q") ?? "-", letters.count)

// expect: (inserted: true, memberAfterInsert: main.DayOfTheWeek.monday)
// expect: 3
// expect: (inserted: false, memberAfterInsert: main.DayOfTheWeek.friday)
// expect: 3
// expect: [1, 3, 5]
// expect: 8
// expect: none
// expect: [5, 3, 1, 9]
// expect: ["m", "i", "s", "p"]
// expect: false original
// expect: original replaced
// expect: x - 1

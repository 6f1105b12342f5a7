// Strings and Characters: equality, prefixes and suffixes, case-insensitive matching, sorting, contains and counting.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let motto = "Leave the campsite cleaner than you found it."
let sameMotto = "Leave the campsite cleaner than you found it."
print(motto == sameMotto)
let chapters = [
    "Part 1 Chapter 1: Arrival at the lighthouse",
    "Part 1 Chapter 2: The keeper's cottage",
    "Part 2 Chapter 1: Storm over the cottage",
    "Part 2 Chapter 2: Back in the keeper's cottage",
    "Part 3 Chapter 1: Leaving the lighthouse",
]
var part1 = 0, cottage = 0
for chapter in chapters {
    if chapter.hasPrefix("Part 1 ") { part1 += 1 }
    if chapter.hasSuffix("cottage") { cottage += 1 }
}
print("\(part1) chapters in part 1, \(cottage) end at the cottage")
let tags = ["Swift", "rust", "Go", "swiftui", "C"]
print(tags.sorted())
print(tags.sorted { $0.lowercased() < $1.lowercased() })
print(tags.filter { $0.lowercased().hasPrefix("swift") })
print(tags.map(\.count), tags.max(by: { $0.count < $1.count })!)
print("Hello".lowercased() == "HELLO".lowercased(), "abc" < "abd", "Z" < "a")
print("banana".filter { $0 == "a" }.count, "banana".contains("nan"), "banana".contains { $0 == "z" })
print("mississippi".replacing("ss", with: "SS"), "a-b-c".split(separator: "-").reversed().joined(separator: "+"))
let search = "LIGHTHOUSE"
print(chapters.filter { $0.uppercased().contains(search) }.count)
print("ab".compare("ab") , "apple".elementsEqual("apple"))
extension String {
    func compare(_ other: String) -> String { self < other ? "ascending" : self == other ? "same" : "descending" }
}

// expect: true
// expect: 2 chapters in part 1, 3 end at the cottage
// expect: ["C", "Go", "Swift", "rust", "swiftui"]
// expect: ["C", "Go", "rust", "Swift", "swiftui"]
// expect: ["Swift", "swiftui"]
// expect: [5, 4, 2, 7, 1] swiftui
// expect: true true true
// expect: 3 true false
// expect: miSSiSSippi c+b+a
// expect: 2
// expect: same true

// Strings and Characters: equality, prefixes and suffixes, case-insensitive matching, sorting, contains and counting.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let quotation = "We're a lot alike, you and I."
let sameQuotation = "We're a lot alike, you and I."
print(quotation == sameQuotation)
let scenes = [
    "Act 1 Scene 1: Verona, A public place",
    "Act 1 Scene 2: Capulet's mansion",
    "Act 2 Scene 1: Outside Capulet's mansion",
    "Act 2 Scene 2: Capulet's orchard",
    "Act 3 Scene 1: A public place",
]
var act1 = 0, mansion = 0
for scene in scenes {
    if scene.hasPrefix("Act 1 ") { act1 += 1 }
    if scene.hasSuffix("mansion") { mansion += 1 }
}
print("\(act1) scenes in act 1, \(mansion) in a mansion")
let tags = ["Swift", "rust", "Go", "swiftui", "C"]
print(tags.sorted())
print(tags.sorted { $0.lowercased() < $1.lowercased() })
print(tags.filter { $0.lowercased().hasPrefix("swift") })
print(tags.map(\.count), tags.max(by: { $0.count < $1.count })!)
print("Hello".lowercased() == "HELLO".lowercased(), "abc" < "abd", "Z" < "a")
print("banana".filter { $0 == "a" }.count, "banana".contains("nan"), "banana".contains { $0 == "z" })
print("mississippi".replacing("ss", with: "SS"), "a-b-c".split(separator: "-").reversed().joined(separator: "+"))
let search = "PLACE"
print(scenes.filter { $0.uppercased().contains(search) }.count)
print("ab".compare("ab") , "apple".elementsEqual("apple"))
extension String {
    func compare(_ other: String) -> String { self < other ? "ascending" : self == other ? "same" : "descending" }
}

// expect: true
// expect: 2 scenes in act 1, 2 in a mansion
// expect: ["C", "Go", "Swift", "rust", "swiftui"]
// expect: ["C", "Go", "rust", "Swift", "swiftui"]
// expect: ["Swift", "swiftui"]
// expect: [5, 4, 2, 7, 1] swiftui
// expect: true true true
// expect: 3 true false
// expect: miSSiSSippi c+b+a
// expect: 2
// expect: same true

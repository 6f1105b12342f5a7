// Hacking with Swift style (contact search): range(of:options:), localizedCaseInsensitiveCompare sorting, capitalized names
import Foundation

let rawNames = ["mARIA lopez", "alan turing", "Zoe quinn", "bob o'brien", "émile durand", "Alan Kay"]
let names = rawNames.map { $0.capitalized }
print(names)

let sorted = names.sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending }
print(sorted)

func search(_ query: String) -> [String] {
    names.filter { $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
}
for q in ["alan", "EMILE", "z", "xyz"] {
    print("\(q): \(search(q))")
}

let sentence = "The cat sat on the mat with another cat"
var count = 0
var searchRange = sentence.startIndex..<sentence.endIndex
while let r = sentence.range(of: "cat", options: .caseInsensitive, range: searchRange) {
    count += 1
    print("found at offset", sentence.distance(from: sentence.startIndex, to: r.lowerBound))
    searchRange = r.upperBound..<sentence.endIndex
}
print("total:", count)

if let last = sentence.range(of: "the", options: [.backwards, .caseInsensitive]) {
    print("last 'the' at", sentence.distance(from: sentence.startIndex, to: last.lowerBound))
}
if let anchored = sentence.range(of: "the", options: [.anchored, .caseInsensitive]) {
    print("starts with:", sentence[anchored])
}
print("Apple".localizedCaseInsensitiveCompare("apple") == .orderedSame)
print("file10".compare("file9", options: .numeric) == .orderedDescending)
let files = ["img12.png", "img2.png", "img1.png", "IMG3.png"]
print(files.sorted { $0.compare($1, options: [.numeric, .caseInsensitive]) == .orderedAscending })
print("hello world from swift".capitalized, "ALREADY UPPER".lowercased())
print("ß".uppercased(), "straße".localizedCaseInsensitiveContains("STRASSE"))

// expect: ["Maria Lopez", "Alan Turing", "Zoe Quinn", "Bob O\'brien", "Émile Durand", "Alan Kay"]
// expect: ["Alan Kay", "Alan Turing", "Bob O\'brien", "Émile Durand", "Maria Lopez", "Zoe Quinn"]
// expect: alan: ["Alan Turing", "Alan Kay"]
// expect: EMILE: ["Émile Durand"]
// expect: z: ["Maria Lopez", "Zoe Quinn"]
// expect: xyz: []
// expect: found at offset 4
// expect: found at offset 36
// expect: total: 2
// expect: last 'the' at 31
// expect: starts with: The
// expect: true
// expect: true
// expect: ["img1.png", "img2.png", "IMG3.png", "img12.png"]
// expect: Hello World From Swift already upper
// expect: SS true

// Swift book style (Strings and Characters): indices, inserting and removing, substrings and comparisons
let greeting = "Bonjour, monde!"
print(greeting[greeting.startIndex])
print(greeting[greeting.index(before: greeting.endIndex)])
print(greeting[greeting.index(after: greeting.startIndex)])
let idx = greeting.index(greeting.startIndex, offsetBy: 9)
print(greeting[idx])

for i in greeting.indices where greeting[i] == "o" {
    print("o at offset", greeting.distance(from: greeting.startIndex, to: i))
}

var text = "hello"
text.insert("!", at: text.endIndex)
text.insert(contentsOf: " there", at: text.index(before: text.endIndex))
print(text)
text.remove(at: text.index(before: text.endIndex))
print(text)
let cut = text.index(text.endIndex, offsetBy: -6)..<text.endIndex
text.removeSubrange(cut)
print(text)

let sentence = "Open the pod bay doors"
let space = sentence.firstIndex(of: " ") ?? sentence.endIndex
let firstWord = sentence[..<space]
print(firstWord, type(of: firstWord))
let stored = String(firstWord)
print(stored.count)
if let lastSpace = sentence.lastIndex(of: " ") {
    print(sentence[sentence.index(after: lastSpace)...])
}
print(sentence.prefix(8), "|", sentence.suffix(5), "|", sentence.dropFirst(9).prefix(3))

let quotes = [
    "Act 1 Scene 1: Verona",
    "Act 1 Scene 2: Capulet's mansion",
    "Act 2 Scene 1: Outside the wall",
    "Act 2 Scene 2: Orchard",
]
var act1 = 0
var orchards = 0
for q in quotes {
    if q.hasPrefix("Act 1 ") { act1 += 1 }
    if q.hasSuffix("Orchard") { orchards += 1 }
}
print(act1, orchards)

let s1 = "apple", s2 = "Apple", s3 = "apricot"
print(s1 == s2, s1 < s3, s2 < s1, s1.lowercased() == s2.lowercased())
let cafe1 = "caf\u{E9}", cafe2 = "cafe\u{301}"
print(cafe1 == cafe2, cafe1.count == cafe2.count, cafe1.utf8.count, cafe2.utf8.count)
print("ba" < "bab", "Z" < "a", ["pear", "Fig", "apple"].sorted())

// expect: B
// expect: !
// expect: o
// expect: m
// expect: o at offset 1
// expect: o at offset 4
// expect: o at offset 10
// expect: hello there!
// expect: hello there
// expect: hello
// expect: Open Substring
// expect: 4
// expect: doors
// expect: Open the | doors | pod
// expect: 2 1
// expect: false true true true
// expect: true true 5 6
// expect: true true ["Fig", "apple", "pear"]

// Apple docs style (String): working with String.Index
let greeting = "Guten Tag!"
print(greeting[greeting.startIndex])
print(greeting[greeting.index(before: greeting.endIndex)])
print(greeting[greeting.index(after: greeting.startIndex)])

let index = greeting.index(greeting.startIndex, offsetBy: 7)
print("offset 7:", greeting[index])

for i in greeting.indices where greeting[i].isUppercase {
    print("uppercase \(greeting[i]) at offset \(greeting.distance(from: greeting.startIndex, to: i))")
}

let s = "Swift"
if let i = s.index(s.startIndex, offsetBy: 3, limitedBy: s.endIndex) {
    print("limitedBy ok:", s[i])
}
if let j = s.index(s.startIndex, offsetBy: 10, limitedBy: s.endIndex) {
    print("unexpected:", s[j])
} else {
    print("offset 10 exceeds limit")
}
let end = s.index(s.endIndex, offsetBy: -2)
print("last two:", s[end...])

let name = "Marie Curie"
if let space = name.firstIndex(of: " ") {
    let first = name[..<space]
    let last = name[name.index(after: space)...]
    print("first: \(first), last: \(last)")
}
if let lastE = name.lastIndex(of: "e") {
    print("last e at:", name.distance(from: name.startIndex, to: lastE))
}

var word = "hello"
word.insert("!", at: word.endIndex)
word.insert(contentsOf: "oh, ", at: word.startIndex)
print(word)
let removed = word.remove(at: word.startIndex)
print("removed:", removed, "->", word)
word.replaceSubrange(word.startIndex..<word.index(word.startIndex, offsetBy: 3), with: "well,")
print(word)

let flag = "🇬🇭 Ghana"
print("characters:", flag.count, "unicodeScalars:", flag.unicodeScalars.count, "utf8:", flag.utf8.count)
print("first character:", flag.first!, "is single char:", flag.first!.unicodeScalars.count)

let emoji = "café👍🏽"
var offsets: [String] = []
var cursor = emoji.startIndex
while cursor < emoji.endIndex {
    offsets.append("\(emoji[cursor])")
    cursor = emoji.index(after: cursor)
}
print(offsets.joined(separator: "|"), offsets.count)
print("middle:", emoji[emoji.index(emoji.startIndex, offsetBy: 1)..<emoji.index(emoji.startIndex, offsetBy: 4)])
// expect: G
// expect: !
// expect: u
// expect: offset 7: a
// expect: uppercase G at offset 0
// expect: uppercase T at offset 6
// expect: limitedBy ok: f
// expect: offset 10 exceeds limit
// expect: last two: ft
// expect: first: Marie, last: Curie
// expect: last e at: 10
// expect: oh, hello!
// expect: removed: o -> h, hello!
// expect: well,hello!
// expect: characters: 7 unicodeScalars: 8 utf8: 14
// expect: first character: 🇬🇭 is single char: 2
// expect: c|a|f|é|👍🏽 5
// expect: middle: afé

// Swift book style (Strings and Characters): grapheme clusters, combining scalars changing count, canonical equivalence, index walking and insert/remove
var word = "cafe"
print(word.count)
word += "\u{301}"
print(word, word.count, word.unicodeScalars.count)

let composed = "caf\u{E9}"
print(word == composed)
let latinA: Character = "\u{41}"
let cyrillicA: Character = "\u{0410}"
print(latinA == cyrillicA)

let flag: Character = "\u{1F1EF}\u{1F1F5}"
print(flag, String(flag).count, String(flag).unicodeScalars.count)
let hangul: Character = "\u{1112}\u{1161}\u{11AB}"
print(hangul, String(hangul).count)

let greeting = "Good evening!"
print(greeting[greeting.startIndex])
print(greeting[greeting.index(before: greeting.endIndex)])
print(greeting[greeting.index(after: greeting.startIndex)])
let fifth = greeting.index(greeting.startIndex, offsetBy: 5)
print(greeting[fifth])
for i in greeting.indices where greeting[i] == "e" {
    print("e at", greeting.distance(from: greeting.startIndex, to: i))
}

var mutable = "mountain"
mutable.insert("!", at: mutable.endIndex)
mutable.insert(contentsOf: " top", at: mutable.index(before: mutable.endIndex))
print(mutable)
mutable.remove(at: mutable.index(before: mutable.endIndex))
print(mutable)
let cut = mutable.index(mutable.endIndex, offsetBy: -4)..<mutable.endIndex
mutable.removeSubrange(cut)
print(mutable, mutable.count)

let line = "alpha,beta"
let comma = line.firstIndex(of: ",") ?? line.endIndex
let head = line[..<comma]
print(head, type(of: head), String(head).uppercased())
print(line.hasPrefix("al"), line.hasSuffix("ta"), line.hasPrefix("beta"))

// expect: 4
// expect: café 4 5
// expect: true
// expect: false
// expect: 🇯🇵 1 2
// expect: 한 1
// expect: G
// expect: !
// expect: o
// expect: e
// expect: e at 5
// expect: e at 7
// expect: mountain top!
// expect: mountain top
// expect: mountain 8
// expect: alpha Substring ALPHA
// expect: true true false

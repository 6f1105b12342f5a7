// Swift book style (Strings and Characters): substrings sharing storage converted to String, comparing prefixes and suffixes across an array, and Character properties
let scenes = [
    "Act 1 Scene 1: Verona, A public place",
    "Act 1 Scene 2: Capulet's mansion",
    "Act 2 Scene 1: Outside Capulet's mansion",
    "Act 2 Scene 2: Capulet's orchard",
    "Act 3 Scene 1: Verona, A public place",
]
var act1 = 0
for s in scenes where s.hasPrefix("Act 1 ") { act1 += 1 }
print("act 1 scenes:", act1)
var mansion = 0, place = 0
for s in scenes {
    if s.hasSuffix("mansion") { mansion += 1 } else if s.hasSuffix("place") { place += 1 }
}
print(mansion, place)

let title = "Romeo and Juliet"
let space = title.firstIndex(of: " ")!
let firstWord = title[..<space]
let rest = title[title.index(after: space)...]
print(firstWord, "|", rest, "|", firstWord.count + rest.count + 1 == title.count)
let stored = String(firstWord)
print(stored.lowercased(), type(of: stored))
let lastSpace = title.lastIndex(of: " ")!
print(title[title.index(after: lastSpace)...], title[space..<lastSpace].trimmingPrefix(" "))

let words = title.split(separator: " ")
print(words.map { $0.count }, words.last!.reversed().map(String.init).joined())

let chars: [Character] = ["a", "Z", "7", " ", "é", "½", "!"]
for c in chars {
    print(c, c.isLetter, c.isUppercase, c.isNumber, c.isWhitespace, c.isPunctuation, c.wholeNumberValue as Any)
}
print(Character("x").asciiValue!, Character("é").asciiValue as Any)

let question = "Was it a cat I saw"
let letters = question.lowercased().filter { $0.isLetter }
print(letters == String(letters.reversed()))
var s = "abcdef"
let from = s.index(s.startIndex, offsetBy: 1)
let to = s.index(from, offsetBy: 3)
s.replaceSubrange(from..<to, with: "XY")
print(s, s.index(s.startIndex, offsetBy: 10, limitedBy: s.endIndex) == nil)
print("apple" < "apricot", "Zebra" < "apple", "e\u{301}" == "é", "straße".count)
print(String(repeating: "ab", count: 3), "a-b-c".split(separator: "-").count)

// expect: act 1 scenes: 2
// expect: 2 2
// expect: Romeo | and Juliet | true
// expect: romeo String
// expect: Juliet and
// expect: [5, 3, 6] teiluJ
// expect: a true false false false false nil
// expect: Z true true false false false nil
// expect: 7 false false true false false Optional(7)
// expect:   false false false true false nil
// expect: é true false false false false nil
// expect: ½ false false true false false nil
// expect: ! false false false false true nil
// expect: 120 nil
// expect: true
// expect: aXYef true
// expect: true true true 6
// expect: ababab 3

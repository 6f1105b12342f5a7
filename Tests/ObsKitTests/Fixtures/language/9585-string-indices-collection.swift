// Strings as collections: indices, offsets, firstIndex/lastIndex, ranges of indices, Substring → String
let s = "Hello, Swift world"
let comma = s.firstIndex(of: ",")!
print(s[..<comma], s.distance(from: s.startIndex, to: comma))
let afterComma = s.index(after: comma)
print("[\(s[afterComma...])]")
let lastO = s.lastIndex(of: "o")!
print(s.distance(from: s.startIndex, to: lastO), s[lastO...])
let fifth = s.index(s.startIndex, offsetBy: 4)
print(s[fifth], s[s.index(before: s.endIndex)])
print(s.index(s.startIndex, offsetBy: 100, limitedBy: s.endIndex) as Any)
let lim = s.index(s.startIndex, offsetBy: 5, limitedBy: s.endIndex)!
print(s[..<lim])
if let w = s.firstIndex(where: { $0.isUppercase && $0 != "H" }) {
    let word = s[w...].prefix { $0.isLetter }
    print(word, type(of: word))
    let asString = String(word)
    print(asString.count, type(of: asString))
}
let sub = s.dropFirst(7).dropLast(6)
print(sub, sub.startIndex == s.index(s.startIndex, offsetBy: 7))
print(sub.first!, sub.last!, sub.count)
let sub2 = sub.dropFirst(2)
print(sub2, s[sub2.startIndex])
var chars = Array("racecar")
print(chars.count, String(chars.reversed()) == "racecar")
chars.swapAt(0, 1)
print(String(chars))
let idxs = s.indices.filter { s[$0] == "l" }.map { s.distance(from: s.startIndex, to: $0) }
print(idxs)
let emoji = "a👍🏽b"
print(emoji.count, emoji.unicodeScalars.count, emoji.utf8.count, emoji.utf16.count)
let thumb = emoji.index(after: emoji.startIndex)
print(emoji[thumb], emoji[emoji.index(after: thumb)])
print(s.prefix(5), s.suffix(5), s.prefix(upTo: comma), s.suffix(from: lastO))
print(s.contains("Swift"), s.hasSuffix("world"), s.hasPrefix("hello"))
var m = "abcdef"
m.insert("X", at: m.index(m.startIndex, offsetBy: 3))
print(m)
m.remove(at: m.startIndex)
m.replaceSubrange(m.startIndex..<m.index(m.startIndex, offsetBy: 2), with: "__")
print(m)
m.removeSubrange(m.index(m.endIndex, offsetBy: -2)...)
print(m, m.isEmpty, "".startIndex == "".endIndex)
let words = s.split(separator: " ")
print(words.map { $0.count }, words.last!.uppercased())
print(String(s.reversed().prefix(5)))

// expect: Hello 5
// expect: [ Swift world]
// expect: 14 orld
// expect: o d
// expect: nil
// expect: Hello
// expect: Swift Substring
// expect: 5 String
// expect: Swift true
// expect: S t 5
// expect: ift i
// expect: 7 true
// expect: arcecar
// expect: [2, 3, 16]
// expect: 3 4 10 6
// expect: 👍🏽 b
// expect: Hello world Hello orld
// expect: true true false
// expect: abcXdef
// expect: __Xdef
// expect: __Xd false true
// expect: [6, 5, 5] WORLD
// expect: dlrow

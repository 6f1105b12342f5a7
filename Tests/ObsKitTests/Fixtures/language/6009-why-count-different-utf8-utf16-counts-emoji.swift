// Stack Overflow style (string indices and characters): why is "count" different from utf8/utf16 counts for emoji and accents?
let family = "👨‍👩‍👧"
let flag = "🇯🇵"
let composed = "é"
let decomposed = "e\u{301}"

print(family.count, family.unicodeScalars.count, family.utf16.count, family.utf8.count)
print(flag.count, flag.unicodeScalars.count, flag.utf8.count)
print(composed == decomposed, composed.count, decomposed.count)
print(composed.utf8.count, decomposed.utf8.count)

let word = "cafe\u{301}!"
print(word.count, word.last!, word.reversed().first!)
let idx = word.index(word.startIndex, offsetBy: 3)
print(word[idx], word[idx].unicodeScalars.count)
print(word[..<idx], word[word.index(after: idx)...])

var mutable = "ab"
mutable.append("\u{301}")
print(mutable, mutable.count)

let mixed = "a👍🏽b"
print(mixed.count, Array(mixed).map { String($0) })
print(mixed.dropFirst().prefix(1), mixed.unicodeScalars.map { String($0.value, radix: 16) })

let s = "hello"
if let firstL = s.firstIndex(of: "l") {
    print(s.distance(from: s.startIndex, to: firstL), s[firstL...])
}
print(s.index(s.endIndex, offsetBy: -2, limitedBy: s.startIndex).map { s[$0] } ?? "none")
print(s.index(s.startIndex, offsetBy: 10, limitedBy: s.endIndex) == nil)

let chars: [Character] = ["e", "\u{301}"]
print(String(chars), String(chars).count)
print("ﬁ".uppercased(), "straße".uppercased(), "İ".lowercased().count)

// expect: 1 5 8 18
// expect: 1 2 8
// expect: true 1 1
// expect: 2 3
// expect: 5 ! !
// expect: é 2
// expect: caf !
// expect: ab́ 2
// expect: 3 ["a", "👍🏽", "b"]
// expect: 👍🏽 ["61", "1f44d", "1f3fd", "62"]
// expect: 2 llo
// expect: l
// expect: true
// expect: é 1
// expect: FI STRASSE 1

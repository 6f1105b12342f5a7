// Compiler test style: String index API with offsetBy and limitedBy
let s = "Hello, Swift!"
let i4 = s.index(s.startIndex, offsetBy: 4)
print(s[i4])
let back = s.index(s.endIndex, offsetBy: -6)
print(s[back...])
print(s[s.startIndex..<i4])
if let far = s.index(s.startIndex, offsetBy: 50, limitedBy: s.endIndex) {
    print("unexpected", far)
} else {
    print("limit hit")
}
if let ok = s.index(s.startIndex, offsetBy: 13, limitedBy: s.endIndex) {
    print(ok == s.endIndex)
}
let limit = s.index(s.startIndex, offsetBy: 5)
print(s.index(s.startIndex, offsetBy: 7, limitedBy: limit) == nil)
print(s.index(after: s.startIndex) == s.index(s.startIndex, offsetBy: 1))
print(s[s.index(before: s.endIndex)])
print(s.distance(from: i4, to: s.endIndex))
let comma = s.firstIndex(of: ",")!
print(s[..<comma], "|", s[s.index(comma, offsetBy: 2)...])
let emoji = "a😀b🇯🇵c"
print(emoji.count, emoji.unicodeScalars.count, emoji.utf8.count, emoji.utf16.count)
let flagIdx = emoji.index(emoji.startIndex, offsetBy: 3)
print(emoji[flagIdx])
print(emoji[emoji.index(after: flagIdx)...])
var idx = s.startIndex
var collected = ""
while idx < s.endIndex {
    collected.append(s[idx])
    idx = s.index(idx, offsetBy: 3, limitedBy: s.endIndex) ?? s.endIndex
}
print(collected)

// expect: o
// expect: Swift!
// expect: Hell
// expect: limit hit
// expect: true
// expect: true
// expect: true
// expect: !
// expect: 9
// expect: Hello | Swift!
// expect: 5 6 15 9
// expect: 🇯🇵
// expect: c
// expect: Hl i!

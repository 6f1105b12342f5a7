// String indices: offsetBy with limits, ranges, replaceSubrange, insert/remove, lastIndex
// expected output: swiftc 6.3.1 (Linux), run on this machine
var s = "Hello, Swift world"
let start = s.startIndex
let i5 = s.index(start, offsetBy: 5)
print(s[start..<i5], s[i5], s[s.index(before: s.endIndex)])
print(s.index(start, offsetBy: 100, limitedBy: s.endIndex) == nil, s.index(start, offsetBy: 3, limitedBy: s.endIndex).map { s[$0] } ?? "?")

if let comma = s.firstIndex(of: ",") {
    let afterComma = s.index(after: comma)
    print("[" + s[afterComma...] + "]", s.distance(from: start, to: comma))
}
if let lastO = s.lastIndex(of: "o") {
    print("last o at", s.distance(from: start, to: lastO), s[lastO...])
}
if let r = s.firstRange(of: "Swift") {
    s.replaceSubrange(r, with: "Linux")
}
print(s)

s.insert("!", at: s.endIndex)
s.insert(contentsOf: ">> ", at: s.startIndex)
print(s)
let removed = s.remove(at: s.startIndex)
print(removed, s)
s.removeSubrange(s.startIndex..<s.index(s.startIndex, offsetBy: 2))
print(s)
if let space = s.firstIndex(where: { $0 == " " }) {
    s.removeSubrange(space...)
}
print(s, s.count)

let word = "racecar"
var lo = word.startIndex
var hi = word.index(before: word.endIndex)
var palindrome = true
while lo < hi {
    if word[lo] != word[hi] { palindrome = false; break }
    lo = word.index(after: lo)
    hi = word.index(before: hi)
}
print(word, "palindrome:", palindrome)

let csv = "name,age,,city"
var fields: [Substring] = []
var fieldStart = csv.startIndex
var idx = csv.startIndex
while idx < csv.endIndex {
    if csv[idx] == "," {
        fields.append(csv[fieldStart..<idx])
        fieldStart = csv.index(after: idx)
    }
    idx = csv.index(after: idx)
}
fields.append(csv[fieldStart...])
print(fields, fields.map(\.count))

let emoji = "a👍🏽b"
print(emoji.count, emoji[emoji.index(after: emoji.startIndex)], emoji.indices.map { emoji[$0] })
let sub = emoji.dropFirst()
print(sub, sub.startIndex == emoji.index(after: emoji.startIndex), String(sub.reversed()))

var t = "abcdef"
t.replaceSubrange(t.index(t.startIndex, offsetBy: 1)...t.index(t.startIndex, offsetBy: 3), with: "XY")
print(t, t.prefix(upTo: t.index(t.startIndex, offsetBy: 2)), t.suffix(from: t.index(t.endIndex, offsetBy: -2)))
print("mississippi".indices.filter { "mississippi"[$0] == "s" }.map { "mississippi".distance(from: "mississippi".startIndex, to: $0) })

// expect: Hello , d
// expect: true l
// expect: [ Swift world] 5
// expect: last o at 14 orld
// expect: Hello, Linux world
// expect: >> Hello, Linux world!
// expect: > > Hello, Linux world!
// expect: Hello, Linux world!
// expect: Hello, 6
// expect: racecar palindrome: true
// expect: ["name", "age", "", "city"] [4, 3, 0, 4]
// expect: 3 👍🏽 ["a", "👍🏽", "b"]
// expect: 👍🏽b true b👍🏽
// expect: aXYef aX ef
// expect: [2, 3, 5, 6]

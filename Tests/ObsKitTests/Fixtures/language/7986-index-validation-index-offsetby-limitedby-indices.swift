// Advanced Swift style (index validation): index(_:offsetBy:limitedBy:), indices of String, and String.Index movement
let s = "café ☕️ time"
print(s.count, s.unicodeScalars.count, s.utf8.count)
let i = s.index(s.startIndex, offsetBy: 3)
print(s[i], s[..<i], s[i...])
let j = s.index(s.startIndex, offsetBy: 50, limitedBy: s.endIndex)
print(j == nil)
let k = s.index(s.endIndex, offsetBy: -4)
print(s[k...])
if let sp = s.firstIndex(of: " ") {
    print(s.distance(from: s.startIndex, to: sp), s[s.index(after: sp)])
}
print(s.indices.count)
let arr = [10, 20, 30]
print(arr.index(0, offsetBy: 2, limitedBy: 2) as Any, arr.index(0, offsetBy: 3, limitedBy: 2) as Any)
print(arr.index(2, offsetBy: -2, limitedBy: 0) as Any)
let r = 5..<15
print(r.index(r.startIndex, offsetBy: 4), r[r.index(after: r.startIndex)])
let words = s.split(separator: " ")
print(words.map { $0.count }, words[1].startIndex == s.index(s.startIndex, offsetBy: 5))
var idx = s.endIndex
var rev = ""
while idx > s.startIndex {
    s.formIndex(before: &idx)
    rev.append(s[idx])
}
print(rev)
print(Array(s.utf8.prefix(5)))
print(s.lastIndex(of: "e").map { s.distance(from: $0, to: s.endIndex) }!)
let sub = s.dropFirst(5)
print(sub.startIndex == s.index(s.startIndex, offsetBy: 5), sub.first!)
// expect: 11 12 17
// expect: é caf é ☕️ time
// expect: true
// expect: time
// expect: 4 ☕️
// expect: 11
// expect: Optional(2) nil
// expect: Optional(0)
// expect: 9 6
// expect: [4, 1, 4] true
// expect: emit ☕️ éfac
// expect: [99, 97, 102, 195, 169]
// expect: 1
// expect: true ☕️

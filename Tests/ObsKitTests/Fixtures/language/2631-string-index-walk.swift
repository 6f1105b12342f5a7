// Compiler test style: String.Index arithmetic with index(_:offsetBy:), limitedBy and distance
let s = "héllo, wörld"
let start = s.startIndex
let fifth = s.index(start, offsetBy: 4)
print(s[fifth])
let seventh = s.index(fifth, offsetBy: 3)
print(s[seventh])
print(s.distance(from: start, to: seventh))
print(s.distance(from: seventh, to: start))

let back = s.index(s.endIndex, offsetBy: -3)
print(s[back...])

if let limited = s.index(start, offsetBy: 100, limitedBy: s.endIndex) {
    print("got \(s[limited])")
} else {
    print("limited: nil")
}
if let limited = s.index(start, offsetBy: 12, limitedBy: s.endIndex) {
    print("at end: \(limited == s.endIndex)")
}

var i = s.startIndex
var collected: [Character] = []
while i < s.endIndex {
    collected.append(s[i])
    i = s.index(i, offsetBy: 3, limitedBy: s.endIndex) ?? s.endIndex
}
print(String(collected))

let before = s.index(before: s.endIndex)
let after = s.index(after: s.startIndex)
print(s[after], s[before])
print(s[after..<before])
// expect: o
// expect: w
// expect: 7
// expect: -7
// expect: rld
// expect: limited: nil
// expect: at end: true
// expect: hl r
// expect: é d
// expect: éllo, wörl

// Compiler test style: walking String.Index with index(after:), index(before:), offsetBy
let s = "Hello, Swift"
var i = s.startIndex
var out = ""
while i != s.endIndex {
  out.append(s[i])
  out.append("|")
  i = s.index(after: i)
}
print(out)

let fifth = s.index(s.startIndex, offsetBy: 4)
print(s[fifth])
let back = s.index(before: s.endIndex)
print(s[back])
let fromEnd = s.index(s.endIndex, offsetBy: -5)
print(s[fromEnd...])
print(s.distance(from: s.startIndex, to: fromEnd))

if let limited = s.index(s.startIndex, offsetBy: 50, limitedBy: s.endIndex) {
  print("got \(s[limited])")
} else {
  print("out of range")
}
if let ok = s.index(s.startIndex, offsetBy: 7, limitedBy: s.endIndex) {
  print("got \(s[ok])")
}
// expect: H|e|l|l|o|,| |S|w|i|f|t|
// expect: o
// expect: t
// expect: Swift
// expect: 7
// expect: out of range
// expect: got S

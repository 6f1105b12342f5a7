// Compiler test style: index(_:offsetBy:) counts Characters, not code units, in unicode strings
let s = "a\u{1F600}b\u{E9}c\u{1F44D}\u{1F3FD}d"
print(s.count)
for offset in 0..<s.count {
  let i = s.index(s.startIndex, offsetBy: offset)
  let c = s[i]
  print(offset, c, c.utf8.count, s.utf8.distance(from: s.utf8.startIndex, to: i))
}
let mid = s.index(s.startIndex, offsetBy: 2)
print(s[mid...].count, s[..<mid].utf16.count)
// expect: 7
// expect: 0 a 1 0
// expect: 1 😀 4 1
// expect: 2 b 1 5
// expect: 3 é 2 6
// expect: 4 c 1 8
// expect: 5 👍🏽 8 9
// expect: 6 d 1 17
// expect: 5 3

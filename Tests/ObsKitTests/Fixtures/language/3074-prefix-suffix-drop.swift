// Compiler test style: prefix/suffix/dropFirst/dropLast on String and clamping behavior
let s = "abcdefgh"
print(s.prefix(3))
print(s.suffix(3))
print(s.dropFirst())
print(s.dropFirst(2))
print(s.dropLast())
print(s.dropLast(3))
print(s.prefix(100))
print(s.dropFirst(100).isEmpty)
print(s.prefix(while: { $0 < "e" }))
print(s.drop(while: { $0 != "f" }))

let e = ""
print(e.prefix(2).count, e.dropLast().count)

let chained = s.dropFirst(1).dropLast(1).prefix(4)
print(chained, String(chained).count)
// expect: abc
// expect: fgh
// expect: bcdefgh
// expect: cdefgh
// expect: abcdefg
// expect: abcde
// expect: abcdefgh
// expect: true
// expect: abcd
// expect: fgh
// expect: 0 0
// expect: bcde 4

// Compiler test style: combining accents form one Character and compare canonically
var s = "e"
print(s.count)
s.append("\u{301}")
print(s.count, s.unicodeScalars.count)
print(s == "\u{E9}")

let stacked = "a\u{301}\u{308}\u{323}"
print(stacked.count, stacked.unicodeScalars.count)

let word = "re\u{301}sume\u{301}"
print(word.count)
print(word.firstIndex(of: "\u{E9}").map { word.distance(from: word.startIndex, to: $0) } ?? -1)
print(word.contains("e"))
print(word.uppercased())
print(word.unicodeScalars.filter { $0.value < 128 }.count)

let chars = Array(word)
print(chars.count, chars[1] == "\u{E9}")
print(String(word.reversed()).unicodeScalars.count)
// expect: 1
// expect: 1 2
// expect: true
// expect: 1 4
// expect: 6
// expect: 1
// expect: false
// expect: RÉSUMÉ
// expect: 6
// expect: 6 true
// expect: 8

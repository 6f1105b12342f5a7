// Swift book style: Substring and prefix(while:), drop(while:), firstIndex, lastIndex on strings
let log = "2024-05-01 ERROR disk full on /dev/sda1"
let datePart = log.prefix(while: { $0 != " " })
print(datePart, type(of: datePart))
let rest = log.drop(while: { $0 != " " }).dropFirst()
print(rest)
let level = rest.prefix(while: \.isLetter)
print(level, level.count)
if let slash = log.firstIndex(of: "/"), let lastSlash = log.lastIndex(of: "/") {
    print(log[slash...], log[log.index(after: lastSlash)...])
}
let digits = log.filter(\.isNumber)
print(digits, digits.count)
let parts = datePart.split(separator: "-").compactMap { Int($0) }
print(parts, parts.reduce(0, +))
var s = "Hello, playground"
print(s.prefix(5), s.suffix(10), s.dropLast(6), s.dropFirst(7))
print(s.prefix(100) == s, s.suffix(0).isEmpty)
s.removeFirst(7)
print(s)
s.removeLast()
print(s, s.count)
print(s.first!, s.last!, s.contains("play"), s.starts(with: "play"))
let trimmed = "   padded text  ".drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed()
print("[\(String(trimmed))]")
let sub = log[log.index(log.startIndex, offsetBy: 11)..<log.index(log.startIndex, offsetBy: 16)]
print(sub, sub.startIndex == log.index(log.startIndex, offsetBy: 11))
print(String(log.reversed()).prefix(4))
// expect: 2024-05-01 Substring
// expect: ERROR disk full on /dev/sda1
// expect: ERROR 5
// expect: /dev/sda1 sda1
// expect: 202405011 9
// expect: [2024, 5, 1] 2030
// expect: Hello playground Hello, play playground
// expect: true true
// expect: playground
// expect: playgroun 9
// expect: p n true true
// expect: [padded text]
// expect: ERROR true
// expect: 1ads

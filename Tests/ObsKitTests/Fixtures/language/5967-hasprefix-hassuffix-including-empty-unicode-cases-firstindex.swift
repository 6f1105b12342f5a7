// Swift stdlib test style (String APIs): hasPrefix/hasSuffix including empty and Unicode cases, firstIndex(of:)/lastIndex(of:), reversed(), contains(where:) and index arithmetic
let file = "report.final.pdf"
print(file.hasPrefix("report"), file.hasPrefix("Report"), file.hasPrefix(""), file.hasSuffix(".pdf"), file.hasSuffix("pdf."))
print("".hasPrefix(""), "".hasSuffix("a"))
print("café".hasSuffix("é"), "cafe\u{301}".hasSuffix("é"), "cafe\u{301}" == "café")

if let dot = file.firstIndex(of: ".") {
    print(file[..<dot], file[file.index(after: dot)...])
    print(file.distance(from: file.startIndex, to: dot))
}
if let lastDot = file.lastIndex(of: ".") {
    print("ext:", file[file.index(after: lastDot)...], "base:", file[..<lastDot])
}
print(file.firstIndex(of: "z") == nil)
if let i = file.firstIndex(where: { $0.isUppercase || $0 == "f" }) {
    print("first f at", file.distance(from: file.startIndex, to: i))
}

let word = "stressed"
print(String(word.reversed()))
print(type(of: word.reversed()))
let phrases = ["level", "Racecar", "swift", "A man a plan a canal Panama"]
for p in phrases {
    let letters = p.lowercased().filter { $0.isLetter }
    print(p, letters == String(letters.reversed()))
}

print(file.contains(where: { $0.isNumber }), "abc1".contains(where: \.isNumber))
print(file.contains("final"), file.contains("Final"), file.contains(Character("p")))
print("hello".allSatisfy { $0.isLowercase }, "Hello".allSatisfy { $0.isLowercase })

let s = "Hello, World"
let start = s.index(s.startIndex, offsetBy: 7)
let end = s.index(start, offsetBy: 5)
print(s[start..<end], s[s.index(before: s.endIndex)])
print(s.index(s.startIndex, offsetBy: 20, limitedBy: s.endIndex) == nil)
print(s.prefix(5), s.suffix(5), s.dropFirst(7), s.dropLast(7))
print(s.first!, s.last!, s.count, s.isEmpty)
print(s.map { $0.isUppercase ? "^" : "." }.joined())

// expect: true false true true false
// expect: true false
// expect: true true true
// expect: report final.pdf
// expect: 6
// expect: ext: pdf base: report.final
// expect: true
// expect: first f at 7
// expect: desserts
// expect: ReversedCollection<String>
// expect: level true
// expect: Racecar true
// expect: swift false
// expect: A man a plan a canal Panama true
// expect: false true
// expect: true false true
// expect: true false
// expect: World d
// expect: true
// expect: Hello World World Hello
// expect: H d 12 false
// expect: ^......^....

// Blog style (Character and Unicode): printing characters, scalars and strings
let s = "héllo wörld"
print(s.count, s.unicodeScalars.count, s.utf8.count)
print(Array(s.prefix(3)))
debugPrint(Array(s.prefix(2)))
let c: Character = "é"
print(c, c.isLetter, c.asciiValue as Any)
let k: Character = "K"
print(k.asciiValue as Any, k.lowercased())
let scalar = Unicode.Scalar(65)!
print(scalar, scalar.value)
debugPrint(scalar)
print(s.unicodeScalars.map { $0.value }.prefix(3))
print("\u{1F44D}", "\u{1F44D}".count, "\u{1F44D}".utf16.count)
let flag = "🇯🇵"
print(flag, flag.count, flag.unicodeScalars.count)
print(String(repeating: "ab", count: 3))
print(String(s.reversed()))
print(s.split(separator: " "))
print(s.uppercased())
debugPrint(s.split(separator: " ").map(String.init))
print(Character("a") < Character("b"))
print("\u{301}".count, "e\u{301}".count, "e\u{301}" == "é")
// expect: 11 11 13
// expect: ["h", "é", "l"]
// expect: ["h", "é"]
// expect: é true nil
// expect: Optional(75) k
// expect: A 65
// expect: "A"
// expect: [104, 233, 108]
// expect: 👍 1 2
// expect: 🇯🇵 1 2
// expect: ababab
// expect: dlröw olléh
// expect: ["héllo", "wörld"]
// expect: HÉLLO WÖRLD
// expect: ["héllo", "wörld"]
// expect: true
// expect: 1 1 true

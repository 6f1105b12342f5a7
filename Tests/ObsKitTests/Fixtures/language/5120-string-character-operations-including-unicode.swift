// Compiler test style (test/Interpreter/strings.swift): String and Character operations including Unicode
let s = "Hello, Wörld! 👋🏽"
print(s.count, s.unicodeScalars.count, s.utf8.count, s.utf16.count)
print(s.uppercased(), s.lowercased())
print(s.hasPrefix("Hell"), s.hasSuffix("🏽"), s.contains("Wö"), s.contains("x"))
print(s.first!, s.last!, String(s.reversed()).prefix(3))
print(s.split(separator: " "), s.split(separator: ",", maxSplits: 1).map(String.init))
let idx = s.firstIndex(of: ",")!
print(s[..<idx], s[s.index(after: idx)...])
print(s.filter { $0.isLetter }, s.filter(\.isUppercase))
let e1 = "é"
let e2 = "e\u{301}"
print(e1 == e2, e1.count, e2.count, e1.unicodeScalars.count, e2.unicodeScalars.count)
let flag = "🇳🇴"
print(flag.count, flag.unicodeScalars.count, Array(flag.utf8).count)
print("abc" < "abd", "Z" < "a", "" < "a", "apple".compare2("apricot"))
var m = "start"
m.append("-x")
m += "!"
m.insert("#", at: m.startIndex)
m.remove(at: m.index(before: m.endIndex))
print(m, m.replacingOccurrences2("-", "+"))
print(String(repeating: "ab", count: 3), String(42), String(3.5), String(true), String(describing: [1]))
print(Int("123")! + 1, Int("-9") as Any, Int("12x") as Any, Double("2.5")! * 2, Int("ff", radix: 16)!)
print(String(255, radix: 2), String(255, radix: 16, uppercase: true))
print("a,b,,c".split(separator: ",", omittingEmptySubsequences: false))
print("  trim me  ".trimmingSpaces(), "x".isEmpty, "".isEmpty)
let chars: [Character] = ["s", "w", "i", "f", "t"]
print(String(chars), String(chars.sorted()), chars.map { $0.asciiValue! })
print(Character("A").isUppercase, Character("7").wholeNumberValue!, Character("z").asciiValue!)
print("tab\there", "new\\nline", "\u{41}\u{1F600}".count)
for (i, c) in "hey".enumerated() { print(i, c, terminator: " ") }
print()
print("mississippi".reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })
let sub = s.dropFirst(7).prefix(5)
print(sub, type(of: sub), String(sub).count)
print("line1\nline2\nline3".split(separator: "\n").count, "a b  c".split(separator: " ").count)
print("Straße".uppercased(), "ǅ".lowercased(), "ß".count)

extension String {
  func compare2(_ o: String) -> String { self < o ? "lt" : (self == o ? "eq" : "gt") }
  func replacingOccurrences2(_ a: Character, _ b: Character) -> String { String(map { $0 == a ? b : $0 }) }
  func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}

// expect: 15 16 23 18
// expect: HELLO, WÖRLD! 👋🏽 hello, wörld! 👋🏽
// expect: true false true false
// expect: H 👋🏽 👋🏽 !
// expect: ["Hello,", "Wörld!", "👋🏽"] ["Hello", " Wörld! 👋🏽"]
// expect: Hello  Wörld! 👋🏽
// expect: HelloWörld HW
// expect: true 1 1 1 2
// expect: 1 2 8
// expect: true true true lt
// expect: #start-x #start+x
// expect: ababab 42 3.5 true [1]
// expect: 124 Optional(-9) nil 5.0 255
// expect: 11111111 FF
// expect: ["a", "b", "", "c"]
// expect: trim me false true
// expect: swift fistw [115, 119, 105, 102, 116]
// expect: true 7 122
// expect: tab	here new\nline 2
// expect: 0 h 1 e 2 y 
// expect: ["i4", "m1", "p2", "s4"]
// expect: Wörld Substring 5
// expect: 3 3
// expect: STRASSE ǆ 1

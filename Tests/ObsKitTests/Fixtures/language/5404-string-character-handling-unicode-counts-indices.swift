// Hacking with Swift style: String and Character handling, unicode counts, indices, Substring, split with maxSplits and omittingEmptySubsequences
let word = "café"
let decomposed = "cafe\u{301}"
print(word.count, decomposed.count, word == decomposed)
print(word.unicodeScalars.count, decomposed.unicodeScalars.count, word.utf8.count)
let flag = "🇳🇴👍🏽"
print(flag.count, flag.unicodeScalars.count)
let s = "Hello, Swift World"
let idx = s.firstIndex(of: ",")!
print(s[..<idx], "|", s[s.index(after: idx)...])
let third = s.index(s.startIndex, offsetBy: 2)
print(s[third], s[s.index(before: s.endIndex)])
let sub = s.dropFirst(7).prefix(5)
print(sub, type(of: sub), String(sub).count)
print("a,b,,c".split(separator: ","), "a,b,,c".split(separator: ",", omittingEmptySubsequences: false))
print("k=v=w".split(separator: "=", maxSplits: 1))
print(s.lowercased(), s.uppercased())
print(s.contains("Swift"), s.hasPrefix("Hell"), s.hasSuffix("ld"))
print(String(s.reversed()))
print(s.filter { !$0.isWhitespace }.count)
var m = "abc"
m.insert("X", at: m.index(m.startIndex, offsetBy: 1))
m.append(contentsOf: "def")
print(m, m.replacingOccurrencesManual(of: "c", with: "C"))
extension String {
    func replacingOccurrencesManual(of t: Character, with r: Character) -> String {
        String(map { $0 == t ? r : $0 })
    }
}
print(Array("hey").map { String($0).uppercased() }, "z" > "a", "Zebra" < "apple")
print("x".isEmpty, "".isEmpty, String(repeating: "ab", count: 3))

// expect: 4 4 true
// expect: 4 5 5
// expect: 2 4
// expect: Hello |  Swift World
// expect: l d
// expect: Swift Substring 5
// expect: ["a", "b", "c"] ["a", "b", "", "c"]
// expect: ["k", "v=w"]
// expect: hello, swift world HELLO, SWIFT WORLD
// expect: true true true
// expect: dlroW tfiwS ,olleH
// expect: 16
// expect: aXbcdef aXbCdef
// expect: ["H", "E", "Y"] true true
// expect: false true ababab

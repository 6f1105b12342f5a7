// Stdlib test style: String and Substring APIs - split, hasPrefix, firstIndex, unicodeScalars, utf8/utf16 counts
let s = "Hello, wörld! 👋🏽 café"
print(s.count, s.unicodeScalars.count, s.utf8.count, s.utf16.count)
print(s.hasPrefix("Hello"), s.hasSuffix("café"), s.hasPrefix("hello"))
let parts = s.split(separator: " ")
print(parts.count, parts.map { String($0) })
print(type(of: parts[0]))
if let comma = s.firstIndex(of: ",") {
    print(s[..<comma], s.distance(from: s.startIndex, to: comma))
    print(s[s.index(after: comma)...].trimmingPrefix(" ").prefix(6))
}
let wave = "👋🏽"
print(wave.count, wave.unicodeScalars.map { String($0.value, radix: 16) })
print("é" == "e\u{301}", "é".unicodeScalars.count, "e\u{301}".unicodeScalars.count)
print(s.lowercased(), s.uppercased())
print(Array("abc".utf8), String(decoding: [72, 105], as: UTF8.self))
print("a,b,,c".split(separator: ",", omittingEmptySubsequences: false))
print("one two  three".split(separator: " ", maxSplits: 1))
print(String("stressed".reversed()))
let sub = s.dropFirst(7).prefix(5)
print(sub, sub.startIndex == s.index(s.startIndex, offsetBy: 7))
print(String(repeating: "ab", count: 3), "x".isEmpty, "".isEmpty)
var m = "swift"
m.insert("!", at: m.endIndex)
m.replaceSubrange(m.startIndex...m.startIndex, with: "S")
m.append(contentsOf: " 6")
print(m, m.contains("ift"), m.firstIndex(of: "6").map { m.distance(from: m.startIndex, to: $0) } as Any)
print("a-b_c".split(whereSeparator: { $0 == "-" || $0 == "_" }))
print("Mississippi".filter { $0 == "s" }.count, "Mississippi".replacing("ss", with: "SS"))
print(s.unicodeScalars.filter { $0.value > 127 }.count)
let multi = """
    line one
      indented
    end
    """
print(multi.split(separator: "\n").map(\.count))

// expect: 20 21 29 23
// expect: true true false
// expect: 4 ["Hello,", "wörld!", "👋🏽", "café"]
// expect: Substring
// expect: Hello 5
// expect: wörld!
// expect: 1 ["1f44b", "1f3fd"]
// expect: true 1 2
// expect: hello, wörld! 👋🏽 café HELLO, WÖRLD! 👋🏽 CAFÉ
// expect: [97, 98, 99] Hi
// expect: ["a", "b", "", "c"]
// expect: ["one", "two  three"]
// expect: desserts
// expect: wörld true
// expect: ababab false true
// expect: Swift! 6 true Optional(7)
// expect: ["a", "b", "c"]
// expect: 4 MiSSiSSippi
// expect: 4
// expect: [8, 10, 3]

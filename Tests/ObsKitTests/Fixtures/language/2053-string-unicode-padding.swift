// Compiler test style: unicode-safe character counting, reversed strings, padding with String(repeating:count:)
let samples = ["hello", "café", "naïve", "🇯🇵🇫🇷", "👨‍👩‍👧", "e\u{301}"]
for s in samples {
    print("\(s): chars=\(s.count) scalars=\(s.unicodeScalars.count) utf8=\(s.utf8.count) utf16=\(s.utf16.count)")
}

print(String("stressed".reversed()))
print(String("añb🇯🇵c".reversed()))
print("e\u{301}" == "é", "é".count == "e\u{301}".count)

func padLeft(_ s: String, to width: Int, with pad: Character = " ") -> String {
    let missing = width - s.count
    return missing > 0 ? String(repeating: pad, count: missing) + s : s
}

func padRight(_ s: String, to width: Int) -> String {
    var out = s
    while out.count < width { out += "." }
    return out
}

func center(_ s: String, width: Int) -> String {
    let total = max(0, width - s.count)
    let left = total / 2
    return String(repeating: "*", count: left) + s + String(repeating: "*", count: total - left)
}

let rows = [("item", 3), ("café", 1250), ("🍎", 42)]
for (name, n) in rows {
    print("|" + padRight(name, to: 8) + "|" + padLeft(String(n), to: 6) + "|")
}
print(padLeft("7", to: 3, with: "0"), padLeft("12345", to: 3))
print(center("mid", width: 10))
print(center("toolong", width: 3))

var isPalindrome: (String) -> Bool = { s in
    let letters = s.lowercased().filter { $0.isLetter }
    return letters == String(letters.reversed())
}
for p in ["A man, a plan, a canal: Panama", "Swift", "Ésé"] {
    print(p, "->", isPalindrome(p))
}
let word = "Mississippi"
var counts: [Character: Int] = [:]
for c in word { counts[c, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined())

// expect: hello: chars=5 scalars=5 utf8=5 utf16=5
// expect: café: chars=4 scalars=4 utf8=5 utf16=4
// expect: naïve: chars=5 scalars=5 utf8=6 utf16=5
// expect: 🇯🇵🇫🇷: chars=2 scalars=4 utf8=16 utf16=8
// expect: 👨‍👩‍👧: chars=1 scalars=5 utf8=18 utf16=8
// expect: é: chars=1 scalars=2 utf8=3 utf16=2
// expect: desserts
// expect: c🇯🇵bña
// expect: true true
// expect: |item....|     3|
// expect: |café....|  1250|
// expect: |🍎.......|    42|
// expect: 007 12345
// expect: ***mid****
// expect: toolong
// expect: A man, a plan, a canal: Panama -> true
// expect: Swift -> false
// expect: Ésé -> true
// expect: M1i4p2s4

// Compiler test style: String mutation through indices — insert(at:), insert(contentsOf:at:), remove(at:), removeSubrange, replaceSubrange, and replacing by ranges found with firstRange-free searching
var s = "Hello World"

let space = s.firstIndex(of: " ")!
s.insert(",", at: space)
print(s)

s.insert(contentsOf: " big", at: s.index(s.firstIndex(of: ",")!, offsetBy: 1))
print(s)

let removed = s.remove(at: s.startIndex)
s.insert("J", at: s.startIndex)
print(removed, s)

// Remove a range computed from offsets.
let from = s.index(s.startIndex, offsetBy: 6)
let to = s.index(from, offsetBy: 4)
s.removeSubrange(from..<to)
print(s)

// replaceSubrange with a longer and a shorter replacement.
if let w = s.firstIndex(of: "W") {
    s.replaceSubrange(w..<s.endIndex, with: "Swift Community")
}
print(s)
s.replaceSubrange(s.startIndex..<s.index(s.startIndex, offsetBy: 5), with: "Hi")
print(s, s.count)

// Manual search for a substring and replace every occurrence.
func replacingAll(_ text: String, _ target: String, with replacement: String) -> String {
    var result = ""
    var i = text.startIndex
    while i < text.endIndex {
        if text[i...].hasPrefix(target) {
            result += replacement
            i = text.index(i, offsetBy: target.count)
        } else {
            result.append(text[i])
            i = text.index(after: i)
        }
    }
    return result
}
print(replacingAll("a-b-c--d", "-", with: "+"))
print(replacingAll("banana", "ana", with: "[ana]"))
print(replacingAll("café café", "é", with: "e\u{301}").count)

// Mutation on grapheme boundaries: inserting a combining mark changes count only once.
var accent = "resume"
let eIdx = accent.index(accent.startIndex, offsetBy: 1)
accent.insert("\u{301}", at: accent.index(after: eIdx))
print(accent, accent.count, accent.unicodeScalars.count)
accent.insert("\u{301}", at: accent.endIndex)
print(accent, accent.count, accent.unicodeScalars.count, accent == "r\u{E9}sum\u{E9}")

// removeFirst/removeLast/dropping and filtering.
var trimmed = "***value***"
while trimmed.first == "*" { trimmed.removeFirst() }
while trimmed.last == "*" { trimmed.removeLast() }
print(trimmed)
var code = "a1b2c3"
code.removeAll { $0.isNumber }
print(code, String(code.reversed()), code.uppercased())

// Building a string with index-based interleaving.
var word = "abcdef"
var i = word.index(after: word.startIndex)
while i < word.endIndex {
    word.insert("-", at: i)
    i = word.index(i, offsetBy: 2)
}
print(word)

// expect: Hello, World
// expect: Hello, big World
// expect: H Jello, big World
// expect: Jello, World
// expect: Jello, Swift Community
// expect: Hi, Swift Community 19
// expect: a+b+c++d
// expect: b[ana]na
// expect: 9
// expect: résume 6 7
// expect: résumé 6 8 true
// expect: value
// expect: abc cba ABC
// expect: a-b-c-d-e-f

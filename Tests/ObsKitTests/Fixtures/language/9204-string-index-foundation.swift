// string-index-foundation
// expected output: swiftc 6.3.1 (Linux), run on this machine

import Foundation

let text = "The quick brown fox jumps over the lazy dog"
let i4 = text.index(text.startIndex, offsetBy: 4)
let i9 = text.index(i4, offsetBy: 5)
print(text[i4..<i9], text[..<i4].count, text[i9...].prefix(6))
if let sp = text.firstIndex(of: " "), let lastSp = text.lastIndex(of: " ") {
    print(text[..<sp], "|", text[text.index(after: lastSp)...])
}
print(text.firstIndex(where: { $0.isUppercase }).map { text.distance(from: text.startIndex, to: $0) } ?? -1)
let limit = text.index(text.startIndex, offsetBy: 100, limitedBy: text.endIndex)
print(limit == nil)
let words = text.split(separator: " ")
print(words.count, words.map { $0.count }.max()!, type(of: words[0]))
let sub: Substring = words[2]
print(sub, sub.startIndex == text.index(text.startIndex, offsetBy: 10), String(sub).uppercased())
print(text.replacingOccurrences(of: "the", with: "a"))
print(text.replacingOccurrences(of: "o", with: "0", options: [], range: text.startIndex..<text.index(i9, offsetBy: 6)))
print(text.components(separatedBy: " o").count, text.contains("fox"), text.hasSuffix("dog"))
print(text.range(of: "brown").map { text.distance(from: text.startIndex, to: $0.lowerBound) } ?? -1)
print(text.range(of: "THE", options: .caseInsensitive) != nil, text.range(of: "cat") == nil)
print("  padded \n".trimmingCharacters(in: .whitespacesAndNewlines) + "|")
print("a,b;c d".components(separatedBy: CharacterSet(charactersIn: ",; ")))
print(String(format: "%05.2f|%-4d|%x|%@", 3.14159, 42, 255, "s"))
print("hello".padding(toLength: 8, withPad: ".", startingAt: 0) + "|")
print("camelCaseString".reduce("") { acc, ch in ch.isUppercase ? acc + "_" + ch.lowercased() : acc + String(ch) })
var m = "abcdef"
m.insert("X", at: m.index(m.startIndex, offsetBy: 2))
m.remove(at: m.startIndex)
m.replaceSubrange(m.index(m.endIndex, offsetBy: -2)..., with: "ZZZ")
print(m)
m.removeLast(); m.removeFirst(2)
print(m, m.count)
let csv = "name,qty\npen,3\ncup,12\n"
let rows = csv.split(whereSeparator: \.isNewline).dropFirst().map { $0.split(separator: ",") }
print(rows.map { "\($0[0]):\(Int($0[1])! * 2)" })
print(text.lowercased().filter { "aeiou".contains($0) }.count)
print(text.prefix(while: { $0 != "q" }) + "...", text.suffix(3).uppercased())
print("42".leftPadded(to: 5), "x".leftPadded(to: 1))
print(text.commonPrefix(with: "The quiet"), "Apple".caseInsensitiveCompare("apple") == .orderedSame)

extension String {
    func leftPadded(to n: Int) -> String { String(repeating: " ", count: max(0, n - count)) + self }
}

// expect: quick 4  brown
// expect: The | dog
// expect: 0
// expect: true
// expect: 9 5 Substring
// expect: brown true BROWN
// expect: The quick brown fox jumps over a lazy dog
// expect: The quick br0wn fox jumps over the lazy dog
// expect: 2 true true
// expect: 10
// expect: true true
// expect: padded|
// expect: ["a", "b", "c", "d"]
// expect: 03.14|42  |ff|s
// expect: hello...|
// expect: camel_case_string
// expect: bXcdZZZ
// expect: cdZZ 4
// expect: ["pen:6", "cup:24"]
// expect: 11
// expect: The ... DOG
// expect:    42 x
// expect: The qui true

// Tutorial style (trimming): trimming whitespace, punctuation and custom characters from input
import Foundation

let inputs = ["  hello  ", "\n\ttabbed\t\n", "...dots...", "--==title==--", "", "   ", "\u{00A0}nbsp\u{00A0}"]

for s in inputs {
    let t = s.trimmingCharacters(in: .whitespacesAndNewlines)
    print("[\(t)]", t.count)
}

print("[" + "...dots...".trimmingCharacters(in: .punctuationCharacters) + "]")
print("[" + "--==title==--".trimmingCharacters(in: CharacterSet(charactersIn: "-=")) + "]")
print("[" + "  hi there  ".trimmingCharacters(in: .whitespaces) + "]")
print("[" + "000123000".trimmingCharacters(in: CharacterSet(charactersIn: "0")) + "]")
print("[" + "abc123xyz".trimmingCharacters(in: .letters) + "]")
print("[" + "123".trimmingCharacters(in: .decimalDigits) + "]")

func trimTrailing(_ s: String) -> String {
    s.replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression)
}
func trimLeading(_ s: String) -> String {
    guard let i = s.firstIndex(where: { !$0.isWhitespace }) else { return "" }
    return String(s[i...])
}
print("[" + trimTrailing("  keep leading   ") + "]")
print("[" + trimLeading("  keep trailing   ") + "]")

let messy = "  Line one   \n\n   Line two\t\n  \n Line three  "
let cleaned = messy
    .components(separatedBy: .newlines)
    .map { $0.trimmingCharacters(in: .whitespaces) }
    .filter { !$0.isEmpty }
print(cleaned)

let collapsed = "a   b \t c\n\nd".components(separatedBy: .whitespacesAndNewlines).filter { !$0.isEmpty }.joined(separator: " ")
print(collapsed)
let quoted = "\"'quoted'\""
print(quoted.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")))
// expect: [hello] 5
// expect: [tabbed] 6
// expect: [...dots...] 10
// expect: [--==title==--] 13
// expect: [] 0
// expect: [] 0
// expect: [nbsp] 4
// expect: [dots]
// expect: [title]
// expect: [hi there]
// expect: [123]
// expect: [123]
// expect: []
// expect: [  keep leading]
// expect: [keep trailing   ]
// expect: ["Line one", "Line two", "Line three"]
// expect: a b c d
// expect: quoted

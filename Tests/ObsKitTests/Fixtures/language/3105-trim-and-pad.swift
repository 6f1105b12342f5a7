// Compiler test style: trimming whitespace and padding without Foundation
func trimmed(_ s: String) -> String {
  guard let first = s.firstIndex(where: { !$0.isWhitespace }),
        let last = s.lastIndex(where: { !$0.isWhitespace }) else { return "" }
  return String(s[first...last])
}

func padLeft(_ s: String, _ width: Int, _ fill: Character = " ") -> String {
  return String(repeating: fill, count: max(0, width - s.count)) + s
}

func padRight(_ s: String, _ width: Int, _ fill: Character = " ") -> String {
  return s + String(repeating: fill, count: max(0, width - s.count))
}

print("[\(trimmed("   hi there \t\n"))]")
print("[\(trimmed("     "))]")
print("[\(trimmed("x"))]")
print("[\(padLeft("42", 6, "0"))]")
print("[\(padRight("ab", 5, "."))]")
print("[\(padLeft("toolong", 3))]")

let rows = [("apple", 3), ("kiwi", 12), ("banana", 150)]
for (name, qty) in rows {
  print(padRight(name, 8) + "|" + padLeft(String(qty), 5))
}
print("[\(padLeft("\u{1F600}", 3, "-"))]")
// expect: [hi there]
// expect: []
// expect: [x]
// expect: [000042]
// expect: [ab...]
// expect: [toolong]
// expect: apple   |    3
// expect: kiwi    |   12
// expect: banana  |  150
// expect: [--😀]

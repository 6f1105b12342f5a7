// Compiler test style: string reversed, split, joined, String(repeating:)
let s = "hello world swift"
print(String(s.reversed()))
let parts = s.split(separator: " ")
print(parts, parts.count)
print(parts.map { String($0.reversed()) }.joined(separator: "-"))
print(s.split(separator: "o"))
print("a,,b,".split(separator: ","))
print("a,,b,".split(separator: ",", omittingEmptySubsequences: false))
print("a b c d".split(separator: " ", maxSplits: 1))
print(String(repeating: "ab", count: 3))
print(String(repeating: Character("-"), count: 5))
print([String](repeating: "x", count: 2))
print(["one", "two", "three"].joined())
print(["one", "two", "three"].joined(separator: ", "))
let lines = "line1\nline2\n\nline4"
print(lines.split(separator: "\n").count, lines.split(separator: "\n", omittingEmptySubsequences: false).count)
print(s.split { $0 == "l" || $0 == "w" })
let nested = [["a", "b"], ["c"], []]
print(nested.joined().map { $0 }, Array(nested.joined(separator: ["|"])))
print(String(s.reversed()).uppercased().prefix(5))
print(s.hasPrefix("hello"), s.hasSuffix("swift"), s.contains("o w"))
// expect: tfiws dlrow olleh
// expect: ["hello", "world", "swift"] 3
// expect: olleh-dlrow-tfiws
// expect: ["hell", " w", "rld swift"]
// expect: ["a", "b"]
// expect: ["a", "", "b", ""]
// expect: ["a", "b c d"]
// expect: ababab
// expect: -----
// expect: ["x", "x"]
// expect: onetwothree
// expect: one, two, three
// expect: 3 4
// expect: ["he", "o ", "or", "d s", "ift"]
// expect: ["a", "b", "c"] ["a", "b", "|", "c", "|"]
// expect: TFIWS
// expect: true true true

// Swift compiler execution test style (string splitting): split with limits and omitting empties, joined, prefix/suffix, hasPrefix/dropFirst, and lines of text
let csv = "name,age,,city,"
print(csv.split(separator: ","))
print(csv.split(separator: ",", omittingEmptySubsequences: false))
print(csv.split(separator: ",", maxSplits: 1))
print(csv.split(whereSeparator: { $0 == "," || $0 == "a" }).map(String.init))
let words = "  the quick  brown fox  "
let parts = words.split(separator: " ")
print(parts.count, parts.joined(separator: "_"))
print(parts.map { $0.count }, parts.reversed().joined(separator: " "))
print(words.trimmingPrefixSpaces(), "|")
extension String {
    func trimmingPrefixSpaces() -> Substring { drop(while: { $0 == " " }) }
}
let path = "/usr/local/bin/swift"
print(path.split(separator: "/").last!, path.hasPrefix("/usr"), path.hasSuffix("swift"))
print(path.prefix(4), path.suffix(5), path.dropFirst(5).prefix(5), path.dropLast(6))
print(String(path.prefix(while: { $0 != "b" })))
let text = "line one\nline two\n\nline four"
for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
    print(i, "[\(line)]")
}
print(["a", "b", "c"].joined(), ["a", "b", "c"].joined(separator: ", "), [String]().joined(separator: "-").isEmpty)
print([["x", "y"], ["z"]].joined().map { $0 }, [[1, 2], [3]].joined(separator: [0]).map { $0 })
let sentence = "Hello, World! Hello again."
print(sentence.firstIndex(of: "W").map { sentence[$0...] } ?? "")
print(sentence.split(separator: " ").filter { $0.hasPrefix("Hello") }.count)
print(sentence.lowercased().filter { $0.isLetter }.count)
let kv = "a=1;b=2;c=3".split(separator: ";").map { $0.split(separator: "=") }
print(kv.map { "\($0[0])->\(Int($0[1])! * 2)" })
print("abc".starts(with: "ab"), "abc".contains("bc"), "".isEmpty, "x".count)
print("a-b-c".replacingOccurrencesManual(of: "-", with: "+"))
extension String {
    func replacingOccurrencesManual(of a: Character, with b: Character) -> String { String(map { $0 == a ? b : $0 }) }
}

// expect: ["name", "age", "city"]
// expect: ["name", "age", "", "city", ""]
// expect: ["name", "age,,city,"]
// expect: ["n", "me", "ge", "city"]
// expect: 4 the_quick_brown_fox
// expect: [3, 5, 5, 3] fox brown quick the
// expect: the quick  brown fox   |
// expect: swift true true
// expect: /usr swift local /usr/local/bin
// expect: /usr/local/
// expect: 0 [line one]
// expect: 1 [line two]
// expect: 2 []
// expect: 3 [line four]
// expect: abc a, b, c true
// expect: ["x", "y", "z"] [1, 2, 0, 3]
// expect: World! Hello again.
// expect: 2
// expect: 20
// expect: ["a->2", "b->4", "c->6"]
// expect: true true true 1
// expect: a+b+c

// Execution-test style: many small String cases: empty checks, counts, case, prefixes, joins, reversed, contains and comparisons.
// expected output: swiftc 6.3.1 (Linux), run on this machine
print("".isEmpty, "".count, " ".isEmpty, "abc".count)
print("Hello".uppercased(), "Hello".lowercased(), "hello world".capitalizedFirst)
print("abc".hasPrefix(""), "abc".hasSuffix("bc"), "abc".hasPrefix("abcd"))
print(["a", "b", "c"].joined(), ["a", "b"].joined(separator: ", "), [String]().joined(separator: "-").isEmpty)
print(String("abc".reversed()), "abc".reversed().map { String($0) })
print("abc".contains("b"), "abc".contains("ac"), "abc".contains(Character("c")))
print("a" < "b", "a" < "B", "Z" < "a", "10" < "9", "abc" == "abc")
print("x".first!, "xyz".last!, "".first as Any)
print("a,b,,c".split(separator: ","), "a,b,,c".split(separator: ",", omittingEmptySubsequences: false))
print("one two".split(separator: " ").map(String.init), "tab\tsep".split(separator: "\t").count)
print(String(repeating: "=", count: 3), String(42), String(3.5), String(true), String("x"))
print("\(1)\(2)\(3)", "a" + "b" + "c", "ab" + String(1))
print("hello".dropFirst(2), "hello".dropLast(2), "hello".prefix(0), "hello".suffix(10))
print("hello".firstIndex(of: "l").map { "hello".distance(from: "hello".startIndex, to: $0) } as Any)
print("Mississippi".filter { $0 == "s" }.count, "aaa".replacingOccurrencesOfA(with: "b"))
print("e\u{301}" == "é", "e\u{301}".count, "é".unicodeScalars.count, "e\u{301}".unicodeScalars.count)
print("\u{48}\u{49}", "\u{1F600}".count, "\u{1F600}".utf16.count, "\u{1F600}".utf8.count)
print("swift".map { $0.uppercased() }.joined(), "Swift".allSatisfy(\.isLetter), "Swift 6".allSatisfy(\.isLetter))
print(Array("hey"), Set("hello").count, "hello".sorted(), String("hello".sorted()))
print("café".utf8.count, "café".count, "CAFÉ".lowercased() == "café")
var s = "abc"
s.append("d"); s += "e"; s.insert("_", at: s.startIndex); s.removeLast(); s.removeFirst()
print(s, s.count, s.popLast() as Any, s)
extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
    func replacingOccurrencesOfA(with r: String) -> String { map { $0 == "a" ? r : String($0) }.joined() }
}

// expect: true 0 false 3
// expect: HELLO hello Hello world
// expect: true true false
// expect: abc a, b true
// expect: cba ["c", "b", "a"]
// expect: true false true
// expect: true false true true true
// expect: x z nil
// expect: ["a", "b", "c"] ["a", "b", "", "c"]
// expect: ["one", "two"] 2
// expect: === 42 3.5 true x
// expect: 123 abc ab1
// expect: llo hel  hello
// expect: Optional(2)
// expect: 4 bbb
// expect: true 1 1 2
// expect: HI 1 2 4
// expect: SWIFT true false
// expect: ["h", "e", "y"] 4 ["e", "h", "l", "l", "o"] ehllo
// expect: 5 4 true
// expect: abcd 4 Optional("d") abc

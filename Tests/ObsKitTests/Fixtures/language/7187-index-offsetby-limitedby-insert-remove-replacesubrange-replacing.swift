// Standard library API style (String editing): index(offsetBy:limitedBy:), insert, remove, replaceSubrange, replacing, ranges, prefix and suffix checks
var s = "Hello, World"
let comma = s.firstIndex(of: ",")!
print("before comma:", s[..<comma], "after:", s[s.index(after: comma)...])
print("offset 4:", s[s.index(s.startIndex, offsetBy: 4)], "from end -1:", s[s.index(before: s.endIndex)])
print("limited ok:", s.index(s.startIndex, offsetBy: 5, limitedBy: s.endIndex).map { String(s[$0]) } as Any)
print("limited nil:", s.index(s.startIndex, offsetBy: 50, limitedBy: s.endIndex) as Any)
print("distance:", s.distance(from: s.startIndex, to: comma), s.distance(from: s.endIndex, to: s.startIndex))
s.insert("!", at: s.endIndex)
print("insert char:", s)
s.insert(contentsOf: " big", at: s.index(s.startIndex, offsetBy: 6))
print("insert contents:", s)
let removed = s.remove(at: s.startIndex)
print("remove(at:):", removed, s)
s.removeSubrange(s.startIndex..<s.index(s.startIndex, offsetBy: 4))
print("removeSubrange:", s)
s.replaceSubrange(s.startIndex..<s.index(after: s.startIndex), with: "::")
print("replaceSubrange:", s)
print("removeFirst/Last:", { var t = "abcdef"; t.removeFirst(); t.removeLast(2); return t }())
print("dropFirst/Last:", "abcdef".dropFirst(2), "abcdef".dropLast(2))
print("popLast:", { var t = "xy"; let p = t.popLast(); return "\(p as Any) \(t)" }())
print("replacing:", "a-b-c".replacing("-", with: "+"), "aaa".replacing("aa", with: "b"))
print("contains substring:", "concatenate".contains("cat"), "concatenate".contains("dog"))
print("ranges count:", "banana".ranges(of: "ana").count)
if let r = "swift language".firstRange(of: "lang") {
    print("firstRange:", "swift language"[r], "swift language".distance(from: "swift language".startIndex, to: r.lowerBound))
}
print("prefix/suffix:", "filename.swift".hasSuffix(".swift"), "filename.swift".hasPrefix("file"), "".hasPrefix(""))
print("trimmed prefix:", "  lead".trimmingPrefix(while: { $0 == " " }), "prefix-x".trimmingPrefix("prefix-"))
print("case:", "MiXeD".lowercased(), "MiXeD".uppercased(), "ǆemal".capitalizedFirst)
print("reversed words:", "one two three".split(separator: " ").reversed().joined(separator: " "))
print("repeat and count:", String(repeating: "ab", count: 3).count, String(repeating: Character("é"), count: 2))
print("character filter:", String("h3ll0 w0rld".filter { $0.isLetter }), "h3ll0".filter(\.isNumber))
print("map chars:", String("abc".map { Character(String($0).uppercased()) }))
print("compare:", "apple" < "banana", "Zed" < "apple", "a" == "a\u{0}", "abc".count == 3)
print("append:", { var t = "x"; t += "y"; t.append("z"); t.append(contentsOf: ["!", "?"]); return t }())
print("indices walk:", "abc".indices.map { "abc"[$0] }, Array("abc".indices).count)
print("isEmpty/count:", "".isEmpty, " ".isEmpty, "\u{301}".count)
extension String { var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() } }

// expect: before comma: Hello after:  World
// expect: offset 4: o from end -1: d
// expect: limited ok: Optional(",")
// expect: limited nil: nil
// expect: distance: 5 -12
// expect: insert char: Hello, World!
// expect: insert contents: Hello, big World!
// expect: remove(at:): H ello, big World!
// expect: removeSubrange: , big World!
// expect: replaceSubrange: :: big World!
// expect: removeFirst/Last: bcd
// expect: dropFirst/Last: cdef abcd
// expect: popLast: Optional("y") x
// expect: replacing: a+b+c ba
// expect: contains substring: true false
// expect: ranges count: 1
// expect: firstRange: lang 6
// expect: prefix/suffix: true true true
// expect: trimmed prefix: lead x
// expect: case: mixed MIXED Ǆemal
// expect: reversed words: three two one
// expect: repeat and count: 6 éé
// expect: character filter: hllwrld 30
// expect: map chars: ABC
// expect: compare: true true false true
// expect: append: xyz!?
// expect: indices walk: ["a", "b", "c"] 3
// expect: isEmpty/count: true false 1

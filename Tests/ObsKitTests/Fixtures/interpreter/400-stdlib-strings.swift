// String and Character members of the standard library subset
import Foundation
let text = "Hello, World"
print(text.count, text.isEmpty, text.uppercased(), text.lowercased())
print(text.hasPrefix("Hell"), text.hasSuffix("world"), text.contains("lo, W"), text.contains("z"))
print(text.contains { $0 == "W" }, text.first!, text.last!)
print(text.split(separator: ","), text.split(separator: "l"))
print("a,,b".split(separator: ",", omittingEmptySubsequences: false))
print("one two three".split(separator: " ", maxSplits: 1))
print("x-y-z".components(separatedBy: "-"))
print(text.replacingOccurrences(of: "l", with: "L"))
print("  padded \t".trimmingCharacters(in: .whitespaces) + "|")
print(String(repeating: "=", count: 5), String(text.reversed()))
print(text.prefix(3), text.suffix(3), text.dropFirst(7), text.dropLast(7))
print(text.filter { $0 != "l" }, text.map { $0 }.count)
print(Array("abc"), String(["x", "y"]))
var s = "ab"
s.append("cd")
s.append(contentsOf: "ef")
s += "!"
print(s, s.count)
s.removeLast()
let first = s.removeFirst()
print(first, s)
let c: Character = "q"
print(c.isLetter, c.isUppercase, Character("Q").isUppercase, Character("9").wholeNumberValue!)
print("hello world".capitalized)
print("b" < "a", "apple" < "banana", "abc" == "abc")
print("\(text.count) characters")
// expect: 12 false HELLO, WORLD hello, world
// expect: true false true false
// expect: true H d
// expect: ["Hello", " World"] ["He", "o, Wor", "d"]
// expect: ["a", "", "b"]
// expect: ["one", "two three"]
// expect: ["x", "y", "z"]
// expect: HeLLo, WorLd
// expect: padded|
// expect: ===== dlroW ,olleH
// expect: Hel rld World Hello
// expect: Heo, Word 12
// expect: ["a", "b", "c"] xy
// expect: abcdef! 7
// expect: a bcdef
// expect: true false true 9
// expect: Hello World
// expect: false true true
// expect: 12 characters

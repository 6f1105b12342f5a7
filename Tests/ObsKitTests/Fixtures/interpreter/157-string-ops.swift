// String interpolation, count, isEmpty, case, prefix/suffix, contains
let name = "Swift"
let version = 5.9
print("\(name) \(version) has \(name.count) letters")
print("".isEmpty, name.isEmpty)
print(name.uppercased(), name.lowercased())
print(name.hasPrefix("Sw"), name.hasSuffix("ft"), name.hasPrefix("sw"))
print(name.contains("if"), name.contains("x"))
print("a" + "b" + "c")
var s = "Hello"
s += ", world"
s.append("!")
print(s)
print(String(repeating: "ab", count: 3))
print("\(1 + 2) items at \(version * 2)")
print(String(s.reversed()))
print(s.first!, s.last!)
print(s.prefix(5), s.suffix(6))
print("multi\nline")

// expect: Swift 5.9 has 5 letters
// expect: true false
// expect: SWIFT swift
// expect: true true false
// expect: true false
// expect: abc
// expect: Hello, world!
// expect: ababab
// expect: 3 items at 11.8
// expect: !dlrow ,olleH
// expect: H !
// expect: Hello world!
// expect: multi
// expect: line

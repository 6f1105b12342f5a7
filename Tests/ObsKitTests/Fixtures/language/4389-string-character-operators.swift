// Compiler test style: string and character operators: concatenation, comparison, custom infix and pattern operators

infix operator <+: AdditionPrecedence
infix operator *~: MultiplicationPrecedence
infix operator ===~: ComparisonPrecedence
postfix operator ...?

func <+ (s: String, n: Int) -> String {
  return s + "#" + String(n)
}

func *~ (c: Character, n: Int) -> String {
  return String(repeating: c, count: n)
}

func ===~ (a: String, b: String) -> Bool {
  return a.lowercased() == b.lowercased()
}

postfix func ...? (s: String) -> String {
  return s.count > 5 ? String(s.prefix(5)) + "..." : s
}

struct Glob {
  var pattern: String
}

func ~= (g: Glob, s: String) -> Bool {
  if g.pattern.hasSuffix("*") {
    return s.hasPrefix(String(g.pattern.dropLast()))
  }
  if g.pattern.hasPrefix("*") {
    return s.hasSuffix(String(g.pattern.dropFirst()))
  }
  return g.pattern == s
}

func kind(_ file: String) -> String {
  switch file {
  case Glob(pattern: "*.swift"): return "swift"
  case Glob(pattern: "README*"): return "readme"
  case Glob(pattern: "Makefile"): return "make"
  default: return "unknown"
  }
}

var s = "Hello"
s += ", "
s += "World"
print(s)
print(s + "!" + "!")
print("abc" < "abd", "abc" < "ab", "Z" < "a", "" < "a")
print("apple" == "apple", "apple" != "Apple")
print("item" <+ 3 <+ 4)
print("x" + ("y" <+ 1))
print(Character("=") *~ 10)
print("[" + Character("*") *~ 3 + "]")
print("Swift" ===~ "SWIFT", "Swift" ===~ "Swiftly")
print("short"...?, "longer text"...?)
print(["main.swift", "README.md", "Makefile", "notes.txt", "README"].map(kind))

let c1: Character = "a"
let c2: Character = "b"
print(c1 < c2, c1 == "a", c1 > "Z")
print(String(c1) + String(c2))
print(["pear", "Apple", "banana", "apple"].sorted())
print(["pear", "Apple", "banana", "apple"].sorted(by: >))
print(["pear", "Apple", "banana", "apple"].sorted { $0.lowercased() < $1.lowercased() })
print(["b", "a", "c"].reduce("", +))
print(["b", "a", "c"].reduce("") { $1 + $0 })
print("hello".map { $0 == "l" ? "L" : $0 }.map(String.init).joined())

var counts: [Character: Int] = [:]
for ch in "mississippi" {
  counts[ch, default: 0] += 1
}
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined(separator: " "))

let vowels: ClosedRange<Character> = "a"..."z"
print("Hello World".filter { vowels ~= $0 })
switch Character("7") {
case "0"..."9": print("digit")
case "a"..."z": print("lower")
default: print("other")
}
print("abc".max()!, "abc".min()!, "cab".sorted())
print("a" + "b" == "ab", "ab" + "" == "ab")
let u: UnicodeScalar = "A"
print(u.value + 1, Character(UnicodeScalar(u.value + 2)!))

// expect: Hello, World
// expect: Hello, World!!
// expect: true false true true
// expect: true true
// expect: item#3#4
// expect: xy#1
// expect: ==========
// expect: [***]
// expect: true false
// expect: short longe...
// expect: ["swift", "readme", "make", "unknown", "readme"]
// expect: true true true
// expect: ab
// expect: ["Apple", "apple", "banana", "pear"]
// expect: ["pear", "banana", "apple", "Apple"]
// expect: ["Apple", "apple", "banana", "pear"]
// expect: bac
// expect: cab
// expect: heLLo
// expect: i4 m1 p2 s4
// expect: elloorld
// expect: digit
// expect: c a ["a", "b", "c"]
// expect: true true
// expect: 66 C

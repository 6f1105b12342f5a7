// Compiler test style: printing Character, Unicode.Scalar, Substring and String views

let c: Character = "é"
print(c)
debugPrint(c)
print(type(of: c))

let scalar: Unicode.Scalar = "A"
print(scalar)
debugPrint(scalar)
print(scalar.value)
print(type(of: scalar))

let snow = Unicode.Scalar(0x2603)!
print(snow)
debugPrint(snow)
print(Unicode.Scalar(10) as Any)
print(String(describing: Unicode.Scalar(9)))

let nl: Character = "\n"
debugPrint(nl)
let tab: Unicode.Scalar = "\t"
debugPrint(tab)
let q: Character = "\""
debugPrint(q)

let word = "Hello, World"
let sub = word.dropFirst(7)
print(sub)
debugPrint(sub)
print(type(of: sub))
print(String(describing: sub))
print(String(reflecting: sub))
let pre = word.prefix(5)
print([pre, sub])

let idx = word.firstIndex(of: ",")!
print(word[..<idx])
print(word[word.index(after: idx)...])

let flags = "🇯🇵🇺🇸"
print(flags.count)
print(flags.unicodeScalars.count)
for ch in flags { print(ch, terminator: "|") }
print()

let combined = "e\u{301}"
print(combined, combined.count, combined.unicodeScalars.count)
print(combined == "é")

print(Array("abc"))
print(Array("abc".unicodeScalars))
print(Array("hi".utf8))
print(Array("hi".utf16))
debugPrint(Array("ab"))

print("abc".unicodeScalars.map { $0.value })
print(Character("x").isLetter, Character("5").isNumber, Character(" ").isWhitespace)
print(Character("a").asciiValue as Any)
print(Character("é").asciiValue as Any)
print(Character(Unicode.Scalar(66)))
print(String(Character("Z")))
print(Character("a") < Character("b"))

let mixed: [Any] = [c, scalar, sub, "str"]
for m in mixed {
    print(m, type(of: m))
}

print("\u{48}\u{49}")
print("smile: \u{1F600}".count)
dump(c)
dump(scalar)
dump(sub)

// expect: é
// expect: "é"
// expect: Character
// expect: A
// expect: "A"
// expect: 65
// expect: Scalar
// expect: ☃
// expect: "\u{2603}"
// expect: Optional("\n")
// expect: Optional("\t")
// expect: "\n"
// expect: "\t"
// expect: "\""
// expect: World
// expect: "World"
// expect: Substring
// expect: World
// expect: "World"
// expect: ["Hello", "World"]
// expect: Hello
// expect:  World
// expect: 2
// expect: 4
// expect: 🇯🇵|🇺🇸|
// expect: é 1 2
// expect: true
// expect: ["a", "b", "c"]
// expect: ["a", "b", "c"]
// expect: [104, 105]
// expect: [104, 105]
// expect: ["a", "b"]
// expect: [97, 98, 99]
// expect: true true true
// expect: Optional(97)
// expect: nil
// expect: B
// expect: Z
// expect: true
// expect: é Character
// expect: A Scalar
// expect: World Substring
// expect: str String
// expect: HI
// expect: 8
// expect: - "é"
// expect: - "A"
// expect: - "World"

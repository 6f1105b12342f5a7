// string-unicode-views
// expected output: swiftc 6.3.1 (Linux), run on this machine

let s = "Café 👩‍👩‍👧 naïve"
print(s.count, s.unicodeScalars.count, s.utf8.count, s.utf16.count)
let family = "👩‍👩‍👧"
print(family.count, family.unicodeScalars.map { String($0.value, radix: 16) })
let e1 = "e\u{301}"
let e2 = "é"
print(e1 == e2, e1.count, e1.unicodeScalars.count, e2.unicodeScalars.count)
print(Array("héllo".utf8))
print("ABC".utf8.map { $0 + 1 }, String(decoding: "ABC".utf8.map { $0 + 1 }, as: UTF8.self))
for ch in "a1 Ü?" {
    print(ch, ch.isLetter, ch.isNumber, ch.isWhitespace, ch.isPunctuation, ch.isUppercase, ch.isASCII)
}
print(Character("7").wholeNumberValue as Any, Character("x").wholeNumberValue as Any)
print(Character("F").hexDigitValue as Any, Character("A").asciiValue as Any)
print(Character("ß").uppercased(), "straße".uppercased(), "İ".lowercased().count)
let scalars = "Hi!".unicodeScalars
print(scalars.map { $0.value }, scalars.first!.properties.isAlphabetic)
var built = ""
for v in [72, 101, 121, 0x1F600] { built.unicodeScalars.append(Unicode.Scalar(v)!) }
print(built, built.count)
print(Unicode.Scalar(0xD800) == nil)
let word = "racecar"
print(String(word.reversed()) == word, String("Swift".reversed()))
print("mississippi".filter { $0 != "s" }, "a-b-c".split(separator: "-"))
print("Hello".lowercased(), "hello world".capitalizedFirst())
print("x".isEmpty, "".isEmpty, " ".isEmpty)
print(String(repeating: "ab", count: 3), String(repeating: Character("-"), count: 5))
print("tab\tand \"quote\" and \\ back")
let raw = #"raw \n "text" \#(1 + 1)"#
print(raw)
let multi = """
    line one
      indented
    end
    """
let lines = multi.split(separator: "\n")
print(lines.map { $0.count })
print("abc" < "abd", "Z" < "a", "apple".compare("apple") )
print("Zoë".utf8.count, "Zoë".unicodeScalars.last!.value)

extension String {
    func capitalizedFirst() -> String { prefix(1).uppercased() + dropFirst() }
    func compare(_ other: String) -> Int { self < other ? -1 : (self == other ? 0 : 1) }
}

// expect: 12 16 31 19
// expect: 1 ["1f469", "200d", "1f469", "200d", "1f467"]
// expect: true 1 2 1
// expect: [104, 195, 169, 108, 108, 111]
// expect: [66, 67, 68] BCD
// expect: a true false false false false true
// expect: 1 false true false false false true
// expect:   false false true false false true
// expect: Ü true false false false true false
// expect: ? false false false true false true
// expect: Optional(7) nil
// expect: Optional(15) Optional(65)
// expect: SS STRASSE 1
// expect: [72, 105, 33] true
// expect: Hey😀 4
// expect: true
// expect: true tfiwS
// expect: miiippi ["a", "b", "c"]
// expect: hello Hello world
// expect: false true false
// expect: ababab -----
// expect: tab	and "quote" and \ back
// expect: raw \n "text" 2
// expect: [8, 10, 3]
// expect: true true 0
// expect: 4 235

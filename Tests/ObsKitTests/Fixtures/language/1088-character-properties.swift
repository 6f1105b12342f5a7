// Strings and Characters: Character properties (letters, digits, case, ASCII values) in a password checker and a cipher.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func strength(of password: String) -> (score: Int, notes: [String]) {
    var notes: [String] = []
    if password.count < 8 { notes.append("short") }
    if !password.contains(where: { $0.isUppercase }) { notes.append("no uppercase") }
    if !password.contains(where: \.isNumber) { notes.append("no digit") }
    if password.allSatisfy({ $0.isLetter || $0.isNumber }) { notes.append("no symbol") }
    return (4 - min(notes.count, 4), notes)
}
for pw in ["abc", "Sunshine42", "S3cure!pass"] {
    let result = strength(of: pw)
    print(pw, result.score, result.notes)
}
func rot13(_ text: String) -> String {
    String(text.map { ch -> Character in
        guard let ascii = ch.asciiValue, ch.isLetter else { return ch }
        let base: UInt8 = ch.isUppercase ? 65 : 97
        return Character(UnicodeScalar((ascii - base + 13) % 26 + base))
    })
}
print(rot13("Hello, World!"), rot13(rot13("Round trip")))
let sample: [Character] = ["7", "x", "Ⅻ", " ", "\n", "é", "٣"]
for c in sample {
    print(c.debugDescription, c.isNumber, c.isWholeNumber, c.wholeNumberValue as Any, c.isWhitespace, c.isASCII)
}
let digits = "a1b22c333".filter(\.isNumber)
print(digits, digits.compactMap(\.wholeNumberValue).reduce(0, +))
print(Character("a") < Character("b"), Character("A").asciiValue!, Character("é").asciiValue as Any)
print(Character("ß").uppercased(), Character("x").isLowercase, Character("!").isPunctuation)
let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
print("programming language".filter { vowels.contains($0) }.count)

// expect: abc 0 ["short", "no uppercase", "no digit", "no symbol"]
// expect: Sunshine42 3 ["no symbol"]
// expect: S3cure!pass 4 []
// expect: Uryyb, Jbeyq! Round trip
// expect: "7" true true Optional(7) false true
// expect: "x" false false nil false true
// expect: "Ⅻ" true true Optional(12) false false
// expect: " " false false nil true true
// expect: "\n" false false nil true true
// expect: "é" false false nil false false
// expect: "٣" true true Optional(3) false false
// expect: 122333 14
// expect: true 65 nil
// expect: SS true true
// expect: 7

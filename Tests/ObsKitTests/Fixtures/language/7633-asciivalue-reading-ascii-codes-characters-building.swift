// Blog style (asciiValue): reading ASCII codes from Characters and building them back
let word = "Swift!"
for ch in word {
    if let a = ch.asciiValue {
        print("\(ch) -> \(a)")
    }
}
let nonAscii: Character = "é"
print("é ascii:", nonAscii.asciiValue as Any)
let codes: [UInt8] = [72, 101, 108, 108, 111]
let rebuilt = String(codes.map { Character(Unicode.Scalar($0)) })
print(rebuilt)
let sum = word.compactMap { $0.asciiValue }.reduce(0) { $0 + Int($1) }
print("sum of codes: \(sum)")
let crlf: Character = "\r\n"
print("CRLF is one character, ascii:", crlf.asciiValue ?? 0)
print(Character("A").isASCII, Character("ß").isASCII)
// expect: S -> 83
// expect: w -> 119
// expect: i -> 105
// expect: f -> 102
// expect: t -> 116
// expect: ! -> 33
// expect: é ascii: nil
// expect: Hello
// expect: sum of codes: 558
// expect: CRLF is one character, ascii: 10
// expect: true false

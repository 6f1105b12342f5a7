// Characters, Unicode scalars, grapheme clusters and string comparison (expected output from swiftc 6.3.1 on Linux)
let greeting = "Grüße"
for ch in greeting {
    print(ch, terminator: ".")
}
print()
print("count:", greeting.count, "utf8:", greeting.utf8.count, "utf16:", greeting.utf16.count)

let chars: [Character] = ["o", "w", "l"]
let word = String(chars)
print(word, word.count)

var built = ""
built.append("k")
built.append(contentsOf: "ayak")
built += "!"
print(built, built.isEmpty, "".isEmpty)

let precomposedN: Character = "\u{F1}"
let decomposedN: Character = "\u{6E}\u{303}"
print(precomposedN, decomposedN, precomposedN == decomposedN)
var resume = "resume"
print(resume.count)
resume += "\u{301}"
print(resume, resume.count, resume.unicodeScalars.count)

let flag: Character = "\u{1F1EF}\u{1F1F5}"
print(flag, String(flag).unicodeScalars.count)
let family = "👩‍👩‍👧"
print(family.count, family.unicodeScalars.count, family.utf8.count)

let sparkle = "\u{2728}"
print(sparkle, "\u{24}", "\u{1F40C}")

let scalarInfo = "Añ😀".unicodeScalars.map { "\($0) \($0.value)" }
print(scalarInfo.joined(separator: " / "))
print(Array("hi!".utf8))
print(Array("é".utf16))

let menuA = "Jalape\u{F1}o poppers"
let menuB = "Jalapen\u{303}o poppers"
print("equal strings:", menuA == menuB, menuA.count == menuB.count)
let latinO: Character = "\u{6F}"
let greekOmicron: Character = "\u{3BF}"
print("o vs ο:", latinO == greekOmicron)

let log = ["ERR: disk", "INFO: boot", "ERR: fan", "WARN: temp"]
print(log.filter { $0.hasPrefix("ERR") }.count, log.filter { $0.hasSuffix("temp") })

let mixed = "Swift 6"
print(mixed.uppercased(), mixed.lowercased())
for c in mixed {
    if c.isLetter { print("L", terminator: "") }
    else if c.isNumber { print("N", terminator: "") }
    else if c.isWhitespace { print("_", terminator: "") }
}
print()
print(Character("7").wholeNumberValue ?? -1, Character("x").isUppercase, Character("Q").asciiValue ?? 0)

// expect: G.r.ü.ß.e.
// expect: count: 5 utf8: 7 utf16: 5
// expect: owl 3
// expect: kayak! false true
// expect: ñ ñ true
// expect: 6
// expect: resumé 6 7
// expect: 🇯🇵 2
// expect: 1 5 18
// expect: ✨ $ 🐌
// expect: A 65 / ñ 241 / 😀 128512
// expect: [104, 105, 33]
// expect: [233]
// expect: equal strings: true true
// expect: o vs ο: false
// expect: 2 ["WARN: temp"]
// expect: SWIFT 6 swift 6
// expect: LLLLL_N
// expect: 7 false 81

// Character properties a validator uses: letters, digits, whitespace, case, ASCII values as UInt8, whole-number values.
// Expected output: swiftc 6.3.1 on this machine.
let sample: [Character] = ["a", "Z", "7", " ", "\n", "é", "!", "$", "½", "٣"]
for c in sample {
    print(c.debugDescription, c.isLetter, c.isNumber, c.isWholeNumber, c.isWhitespace, c.isUppercase, c.isPunctuation,
          c.asciiValue as Any, c.wholeNumberValue as Any)
}
print(Character("A").asciiValue! + 1, type(of: Character("A").asciiValue!))
print(Character("$").isCurrencySymbol, Character("+").isMathSymbol, Character("f").hexDigitValue as Any)

// expect: "a" true false false false false false Optional(97) nil
// expect: "Z" true false false false true false Optional(90) nil
// expect: "7" false true true false false false Optional(55) Optional(7)
// expect: " " false false false true false false Optional(32) nil
// expect: "\n" false false false true false false Optional(10) nil
// expect: "é" true false false false false false nil nil
// expect: "!" false false false false false true Optional(33) nil
// expect: "$" false false false false false false Optional(36) nil
// expect: "½" false true false false false false nil nil
// expect: "٣" false true true false false false nil Optional(3)
// expect: 66 UInt8
// expect: true true Optional(15)

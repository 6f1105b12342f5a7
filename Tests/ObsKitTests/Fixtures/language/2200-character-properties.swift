// Compiler test style (stdlib): Character isLetter/isNumber/isWhitespace/isUppercase/wholeNumberValue/asciiValue/hexDigitValue
let sample: [Character] = ["a", "Z", "7", " ", "\t", "é", "½", "!", "٣", "\n"]

for ch in sample {
    let name = ch.isWhitespace ? "ws" : String(ch)
    print(name, ch.isLetter, ch.isNumber, ch.isWhitespace, ch.isUppercase, ch.isLowercase,
          ch.wholeNumberValue as Any, ch.asciiValue as Any)
}

let hexDigits: [Character] = ["0", "9", "a", "F", "g"]
print(hexDigits.map { $0.hexDigitValue ?? -1 })
print(hexDigits.map { $0.isHexDigit })

let mixed: [Character] = ["A", "b", ".", "5", "?"]
print(mixed.map { $0.isPunctuation }, mixed.map { $0.isASCII })
print(mixed.map { $0.uppercased() }.joined(), mixed.map { $0.lowercased() }.joined())
print(mixed.filter { $0.isLetter || $0.isNumber }.count)

let password = "Tr0ub4dor & 3"
let upper = password.filter { $0.isUppercase }.count
let digits = password.filter { $0.isNumber }.count
let symbols = password.filter { !$0.isLetter && !$0.isNumber && !$0.isWhitespace }.count
print("upper=\(upper) digits=\(digits) symbols=\(symbols)")
print(password.compactMap { $0.wholeNumberValue }.reduce(0, +))

// expect: a true false false false true nil Optional(97)
// expect: Z true false false true false nil Optional(90)
// expect: 7 false true false false false Optional(7) Optional(55)
// expect: ws false false true false false nil Optional(32)
// expect: ws false false true false false nil Optional(9)
// expect: é true false false false true nil nil
// expect: ½ false true false false false nil nil
// expect: ! false false false false false nil Optional(33)
// expect: ٣ false true false false false Optional(3) nil
// expect: ws false false true false false nil Optional(10)
// expect: [0, 9, 10, 15, -1]
// expect: [true, true, true, true, false]
// expect: [false, false, true, false, true] [true, true, true, true, true]
// expect: AB.5? ab.5?
// expect: 3
// expect: upper=1 digits=3 symbols=1
// expect: 7

// Compiler test style: Character properties: isNumber, wholeNumberValue, hexDigitValue, asciiValue, isPunctuation
let chars: [Character] = ["7", "a", "F", "Z", "٣", "½", " ", "!", "é", "\u{1F600}"]
func flag(_ b: Bool, _ s: String) -> String {
    b ? s : "-"
}
for c in chars {
    let parts = [
        c.isNumber ? "num" : "-",
        c.wholeNumberValue.map(String.init) ?? "_",
        c.hexDigitValue.map(String.init) ?? "_",
        c.asciiValue.map(String.init) ?? "_",
        flag(c.isLetter, "L"),
        flag(c.isPunctuation, "P"),
        flag(c.isWhitespace, "W"),
        flag(c.isASCII, "A"),
    ]
    print(parts.joined(separator: " "))
}
print(Character("\r\n").asciiValue as Any, Character("\n").asciiValue as Any)
let digits = "a1b22c333".filter(\.isNumber)
print(digits, digits.compactMap(\.wholeNumberValue).reduce(0, +))
// expect: num 7 7 55 - - - A
// expect: - _ 10 97 L - - A
// expect: - _ 15 70 L - - A
// expect: - _ _ 90 L - - A
// expect: num 3 _ _ - - - -
// expect: num _ _ _ - - - -
// expect: - _ _ 32 - - W A
// expect: - _ _ 33 - P - A
// expect: - _ _ _ L - - -
// expect: - _ _ _ - - - -
// expect: Optional(10) Optional(10)
// expect: 122333 14

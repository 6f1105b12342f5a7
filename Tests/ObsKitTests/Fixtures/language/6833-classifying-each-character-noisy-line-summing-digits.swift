// Advent of Code style (Character properties): classifying each character of a noisy line and summing digits
let line = "aB3 c9!\tZz7 ½ 4x"

var letters = 0, digits = 0, uppers = 0, spaces = 0, others = 0
var digitSum = 0
for ch in line {
    if ch.isLetter {
        letters += 1
        if ch.isUppercase { uppers += 1 }
    } else if ch.isNumber {
        digits += 1
        if let v = ch.wholeNumberValue { digitSum += v }
    } else if ch.isWhitespace {
        spaces += 1
    } else {
        others += 1
    }
}
print("letters=\(letters) uppers=\(uppers) digits=\(digits) spaces=\(spaces) others=\(others)")
print("digit sum:", digitSum)

let half: Character = "½"
print(half.isNumber, half.wholeNumberValue as Any, half.isWholeNumber)

func describe(_ c: Character) -> String {
    var tags: [String] = []
    if c.isASCII { tags.append("ascii") }
    if c.isLetter { tags.append("letter") }
    if c.isLowercase { tags.append("lower") }
    if c.isUppercase { tags.append("upper") }
    if c.isHexDigit { tags.append("hex") }
    if c.isPunctuation { tags.append("punct") }
    if c.isSymbol { tags.append("symbol") }
    return "\(c.debugDescription): " + tags.joined(separator: ",")
}
for c: Character in ["a", "F", "g", "!", "+", "é", "7"] {
    print(describe(c))
}

let codes = "Swift".compactMap { $0.asciiValue }
print(codes)
print("é".first!.asciiValue as Any)
let hexValue = "1f".compactMap { $0.hexDigitValue }.reduce(0) { $0 * 16 + $1 }
print(hexValue)
print(Character("q").uppercased(), Character("Q").lowercased())

// expect: letters=6 uppers=2 digits=5 spaces=4 others=1
// expect: digit sum: 23
// expect: true nil false
// expect: "a": ascii,letter,lower,hex
// expect: "F": ascii,letter,upper,hex
// expect: "g": ascii,letter,lower
// expect: "!": ascii,punct
// expect: "+": ascii,symbol
// expect: "é": letter,lower
// expect: "7": ascii,hex
// expect: [83, 119, 105, 102, 116]
// expect: nil
// expect: 31
// expect: Q q

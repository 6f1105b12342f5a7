// Swift book style: Character properties such as isLetter, isNumber and asciiValue
let sample: [Character] = ["a", "Z", "7", " ", "!", "é", "\n", "_", "٣", "Ⅻ"]

for ch in sample {
    var tags: [String] = []
    if ch.isLetter { tags.append("letter") }
    if ch.isNumber { tags.append("number") }
    if ch.isWhitespace { tags.append("whitespace") }
    if ch.isPunctuation { tags.append("punct") }
    if ch.isUppercase { tags.append("upper") }
    if ch.isLowercase { tags.append("lower") }
    if ch.isASCII { tags.append("ascii") }
    let shown = ch == "\n" ? "\\n" : String(ch)
    print("'\(shown)': \(tags.joined(separator: ","))")
}

print("--- asciiValue ---")
for ch in "Az09~" {
    if let v = ch.asciiValue {
        print(ch, v)
    }
}
let accented: Character = "é"
print("é ascii:", accented.asciiValue as Any)

print("--- wholeNumberValue ---")
let digits: [Character] = ["0", "5", "9", "x", "٣", "Ⅻ"]
for d in digits {
    if let n = d.wholeNumberValue {
        print("\(d) -> \(n)")
    } else {
        print("\(d) -> nil")
    }
}

print("--- hexDigitValue ---")
for h in "09afAFg" {
    print(h, h.hexDigitValue.map { String($0) } ?? "none")
}

print("--- case mapping ---")
let word = "Straße"
for ch in word {
    print(ch, ch.uppercased(), ch.lowercased())
}

func classify(_ c: Character) -> String {
    if c.isLetter && c.isUppercase { return "U" }
    if c.isLetter { return "l" }
    if c.isNumber { return "9" }
    if c.isWhitespace { return "_" }
    return "?"
}

let line = "Hello World 2024!"
print(String(line.map { Character(classify($0)) }))

var counts = [0, 0, 0, 0]
for c in line {
    if c.isUppercase { counts[0] += 1 }
    else if c.isLowercase { counts[1] += 1 }
    else if c.isNumber { counts[2] += 1 }
    else { counts[3] += 1 }
}
print("upper=\(counts[0]) lower=\(counts[1]) digits=\(counts[2]) other=\(counts[3])")

let total = line.compactMap { $0.wholeNumberValue }.reduce(0, +)
print("digit sum:", total)
print("isHexDigit:", "c0ffee".allSatisfy { $0.isHexDigit })
print("isSymbol +:", Character("+").isSymbol, "isMathSymbol +:", Character("+").isMathSymbol)
print("isCurrencySymbol $:", Character("$").isCurrencySymbol)

// expect: 'a': letter,lower,ascii
// expect: 'Z': letter,upper,ascii
// expect: '7': number,ascii
// expect: ' ': whitespace,ascii
// expect: '!': punct,ascii
// expect: 'é': letter,lower
// expect: '\n': whitespace,ascii
// expect: '_': punct,ascii
// expect: '٣': number
// expect: 'Ⅻ': letter,number,upper
// expect: --- asciiValue ---
// expect: A 65
// expect: z 122
// expect: 0 48
// expect: 9 57
// expect: ~ 126
// expect: é ascii: nil
// expect: --- wholeNumberValue ---
// expect: 0 -> 0
// expect: 5 -> 5
// expect: 9 -> 9
// expect: x -> nil
// expect: ٣ -> 3
// expect: Ⅻ -> 12
// expect: --- hexDigitValue ---
// expect: 0 0
// expect: 9 9
// expect: a 10
// expect: f 15
// expect: A 10
// expect: F 15
// expect: g none
// expect: --- case mapping ---
// expect: S S s
// expect: t T t
// expect: r R r
// expect: a A a
// expect: ß SS ß
// expect: e E e
// expect: Ullll_Ullll_9999?
// expect: upper=2 lower=8 digits=4 other=3
// expect: digit sum: 8
// expect: isHexDigit: true
// expect: isSymbol +: true isMathSymbol +: true
// expect: isCurrencySymbol $: true

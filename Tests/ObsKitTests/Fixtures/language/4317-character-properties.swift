// App code style: classifying characters with Character properties for a password strength checker
struct Report: CustomStringConvertible {
    var letters = 0, upper = 0, lower = 0, digits = 0, spaces = 0, punct = 0, symbols = 0, other = 0
    var description: String {
        "L\(letters) U\(upper) l\(lower) D\(digits) S\(spaces) P\(punct) Y\(symbols) O\(other)"
    }
}

func classify(_ s: String) -> Report {
    var r = Report()
    for c in s {
        if c.isLetter {
            r.letters += 1
            if c.isUppercase { r.upper += 1 }
            if c.isLowercase { r.lower += 1 }
        } else if c.isNumber {
            r.digits += 1
        } else if c.isWhitespace {
            r.spaces += 1
        } else if c.isPunctuation {
            r.punct += 1
        } else if c.isSymbol {
            r.symbols += 1
        } else {
            r.other += 1
        }
    }
    return r
}

func strength(_ pw: String) -> (Int, [String]) {
    let r = classify(pw)
    var score = 0
    var notes: [String] = []
    if pw.count >= 8 { score += 1 } else { notes.append("too short") }
    if r.upper > 0 && r.lower > 0 { score += 1 } else { notes.append("mix case") }
    if r.digits > 0 { score += 1 } else { notes.append("add digit") }
    if r.punct + r.symbols > 0 { score += 1 } else { notes.append("add symbol") }
    if r.spaces > 0 { notes.append("has spaces") }
    return (score, notes)
}

let passwords = ["hunter2", "Correct Horse 9!", "ÄÖÜäöü123", "P@ssw0rd", "12345678", "ab€$+=cd", "Ünïcødé✓"]
for pw in passwords {
    let (score, notes) = strength(pw)
    let bar = String(repeating: "#", count: score) + String(repeating: ".", count: 4 - score)
    print("\(pw) [\(bar)] \(classify(pw))" + (notes.isEmpty ? "" : " -- " + notes.joined(separator: ", ")))
}

let probes: [Character] = ["a", "Z", "5", "٣", "½", " ", "\t", "!", "$", "é", "ß", "😀", "-", "_"]
for c in probes {
    var flags: [String] = []
    if c.isLetter { flags.append("letter") }
    if c.isNumber { flags.append("number") }
    if c.isWholeNumber { flags.append("whole=\(c.wholeNumberValue!)") }
    if c.isHexDigit { flags.append("hex=\(c.hexDigitValue!)") }
    if c.isWhitespace { flags.append("space") }
    if c.isPunctuation { flags.append("punct") }
    if c.isSymbol { flags.append("symbol") }
    if c.isASCII { flags.append("ascii=\(c.asciiValue!)") }
    if c.isCased { flags.append("cased") }
    print("\(c.isWhitespace ? "ws" : String(c)): \(flags.joined(separator: " "))")
}
print(Character("ß").uppercased(), Character("A").lowercased(), Character("1").uppercased())
// expect: hunter2 [#...] L6 U0 l6 D1 S0 P0 Y0 O0 -- too short, mix case, add symbol
// expect: Correct Horse 9! [####] L12 U2 l10 D1 S2 P1 Y0 O0 -- has spaces
// expect: ÄÖÜäöü123 [###.] L6 U3 l3 D3 S0 P0 Y0 O0 -- add symbol
// expect: P@ssw0rd [####] L6 U1 l5 D1 S0 P1 Y0 O0
// expect: 12345678 [##..] L0 U0 l0 D8 S0 P0 Y0 O0 -- mix case, add symbol
// expect: ab€$+=cd [##..] L4 U0 l4 D0 S0 P0 Y4 O0 -- mix case, add digit
// expect: Ünïcødé✓ [###.] L7 U1 l6 D0 S0 P0 Y1 O0 -- add digit
// expect: a: letter hex=10 ascii=97 cased
// expect: Z: letter ascii=90 cased
// expect: 5: number whole=5 hex=5 ascii=53
// expect: ٣: number whole=3
// expect: ½: number
// expect: ws: space ascii=32
// expect: ws: space ascii=9
// expect: !: punct ascii=33
// expect: $: symbol ascii=36
// expect: é: letter cased
// expect: ß: letter cased
// expect: 😀: symbol
// expect: -: punct ascii=45
// expect: _: punct ascii=95
// expect: SS a 1

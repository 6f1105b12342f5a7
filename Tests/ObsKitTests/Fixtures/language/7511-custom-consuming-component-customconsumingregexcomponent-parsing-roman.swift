// RegexBuilder style (custom consuming component): a CustomConsumingRegexComponent parsing roman numerals inside a builder
import RegexBuilder

struct RomanNumeral: CustomConsumingRegexComponent {
    typealias RegexOutput = Int

    func consuming(_ input: String, startingAt index: String.Index, in bounds: Range<String.Index>) throws -> (upperBound: String.Index, output: Int)? {
        let values: [Character: Int] = ["I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000]
        var i = index
        var digits: [Int] = []
        while i < bounds.upperBound, let v = values[input[i]] {
            digits.append(v)
            i = input.index(after: i)
        }
        if digits.isEmpty { return nil }
        var total = 0
        for (n, v) in digits.enumerated() {
            if n + 1 < digits.count && v < digits[n + 1] {
                total -= v
            } else {
                total += v
            }
        }
        return (i, total)
    }
}

let chapter = Regex {
    "Chapter "
    Capture { RomanNumeral() }
    ": "
    Capture { OneOrMore(.anyNonNewline) }
}

let toc = """
Chapter I: Beginnings
Chapter IV: The Middle
Chapter IX: Almost There
Chapter XLII: Everything
Chapter 7: Arabic is skipped
Chapter MCMXCIV: The Year
"""

for m in toc.matches(of: chapter) {
    let (_, number, title) = m.output
    print(number, "-", title)
}

let sum = toc.matches(of: chapter).map(\.output.1).reduce(0, +)
print("sum of chapter numbers:", sum)

let range = Regex {
    Capture { RomanNumeral() }
    "-"
    Capture { RomanNumeral() }
}
if let m = "pages XIV-XXI".firstMatch(of: range) {
    print(m.output.2 - m.output.1 + 1, "pages")
}
print("MMXXIV".wholeMatch(of: RomanNumeral())?.output ?? 0)
// expect: 1 - Beginnings
// expect: 4 - The Middle
// expect: 9 - Almost There
// expect: 42 - Everything
// expect: 1994 - The Year
// expect: sum of chapter numbers: 2050
// expect: 8 pages
// expect: 2024

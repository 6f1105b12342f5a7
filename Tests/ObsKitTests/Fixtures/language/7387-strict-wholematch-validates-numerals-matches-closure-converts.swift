// Swift Regex style (Roman numerals): a strict wholeMatch validates numerals and matches(of:) with a closure converts them in text
let romanPattern = #/M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})/#

let values: [Character: Int] = ["I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000]

func toInt(_ roman: Substring) -> Int {
    var total = 0
    var previous = 0
    for ch in roman.reversed() {
        let v = values[ch]!
        total += v < previous ? -v : v
        previous = max(previous, v)
    }
    return total
}

for candidate in ["XIV", "MCMXCIV", "IIII", "MMXXIV", "IC", "CDXLIV", ""] {
    let valid = !candidate.isEmpty && candidate.wholeMatch(of: romanPattern) != nil
    print("\(candidate.isEmpty ? "(empty)" : candidate): \(valid ? String(toInt(candidate[...])) : "invalid")")
}

let chapter = "Chapter IX follows chapter VIII; see also Appendix XL and Part MMXXIV."
let converted = chapter.replacing(#/\b[MDCLXVI]+\b/#) { match -> String in
    guard match.output.wholeMatch(of: romanPattern) != nil else { return String(match.output) }
    return String(toInt(match.output))
}
print(converted)

// expect: XIV: 14
// expect: MCMXCIV: 1994
// expect: IIII: invalid
// expect: MMXXIV: 2024
// expect: IC: invalid
// expect: CDXLIV: 444
// expect: (empty): invalid
// expect: Chapter 9 follows chapter 8; see also Appendix 40 and Part 2024.

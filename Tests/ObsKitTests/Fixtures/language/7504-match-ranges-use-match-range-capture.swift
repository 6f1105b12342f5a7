// RegexBuilder style (match ranges): use match.range and capture ranges to highlight and slice the source string
import RegexBuilder

let source = "let total = price * quantity + tax // compute total"

let identifier = Regex {
    One(.word.subtracting(.digit))
    ZeroOrMore(.word)
}

let keywords: Set<Substring> = ["let", "var", "func"]
var marks = Array(repeating: Character(" "), count: source.count)
for m in source.matches(of: identifier) {
    let start = source.distance(from: source.startIndex, to: m.range.lowerBound)
    let len = source.distance(from: m.range.lowerBound, to: m.range.upperBound)
    let ch: Character = keywords.contains(m.output) ? "K" : "^"
    for i in start..<(start + len) { marks[i] = ch }
}
print(source)
print(String(marks))

let assignment = Regex {
    Capture { identifier }
    ZeroOrMore(.whitespace)
    "="
    ZeroOrMore(.whitespace)
    Capture { OneOrMore(.anyNonNewline, .reluctant) }
    ZeroOrMore(.whitespace)
    ChoiceOf {
        "//"
        Anchor.endOfSubject
    }
}
if let m = source.firstMatch(of: assignment) {
    print("name:", m.output.1, "expr:", m.output.2)
    print("match starts at", source.distance(from: source.startIndex, to: m.range.lowerBound))
    print("remainder:", source[m.range.upperBound...])
}

let comment = Regex { "//"; ZeroOrMore(.anyNonNewline) }
if let r = source.firstRange(of: comment) {
    print("code only: [\(source[..<r.lowerBound])]")
}
print(source.ranges(of: Regex { "total" }).count)
let firstTotal = source.firstRange(of: "total")!
print(source[firstTotal.lowerBound...].prefix(11))
// expect: let total = price * quantity + tax // compute total
// expect: KKK ^^^^^   ^^^^^   ^^^^^^^^   ^^^    ^^^^^^^ ^^^^^
// expect: name: total expr: price * quantity + tax
// expect: match starts at 4
// expect: remainder:  compute total
// expect: code only: [let total = price * quantity + tax ]
// expect: 2
// expect: total = pri

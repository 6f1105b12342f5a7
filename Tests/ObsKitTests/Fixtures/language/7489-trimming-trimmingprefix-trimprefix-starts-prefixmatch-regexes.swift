// RegexBuilder style (trimming): trimmingPrefix, trimPrefix, starts(with:) and prefixMatch on regexes
import RegexBuilder

let lines = [
    ">>> print('hi')",
    ">> nested quote",
    "   indented text",
    "0042: numbered line",
    "plain line",
]

let prompt = Regex {
    OneOrMore(">")
    Optionally(" ")
}
for l in lines {
    print("[\(l.trimmingPrefix(prompt))]")
}

let leadingSpace = Regex { ZeroOrMore(.whitespace) }
print("[\(lines[2].trimmingPrefix(leadingSpace))]")

let lineNumber = Regex {
    OneOrMore(.digit)
    ":"
    " "
}
var s = lines[3]
s.trimPrefix(lineNumber)
print(s)

print(lines.filter { $0.starts(with: prompt) }.count)
print(lines.map { $0.starts(with: Regex { OneOrMore(.digit) }) })

if let m = lines[3].prefixMatch(of: Regex { Capture { OneOrMore(.digit) } transform: { Int($0)! } }) {
    print("number:", m.output.1 + 1)
}
print(lines[4].prefixMatch(of: Regex { OneOrMore(.digit) }) == nil)

// trimmingPrefix with a literal string and a predicate
let url = "https://www.example.com/path"
print(url.trimmingPrefix("https://").trimmingPrefix(Regex { "www." }))
print("000120".trimmingPrefix(while: { $0 == "0" }))

let scheme = Regex {
    Capture { OneOrMore(.word) }
    "://"
}
if let m = url.prefixMatch(of: scheme) {
    print(m.output.1, url[m.range.upperBound...])
}
// expect: [print('hi')]
// expect: [nested quote]
// expect: [   indented text]
// expect: [0042: numbered line]
// expect: [plain line]
// expect: [indented text]
// expect: numbered line
// expect: 2
// expect: [false, false, false, true, false]
// expect: number: 43
// expect: true
// expect: example.com/path
// expect: 120
// expect: https www.example.com/path

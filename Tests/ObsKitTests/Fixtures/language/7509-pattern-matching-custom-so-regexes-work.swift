// RegexBuilder style (pattern matching): a custom ~= so regexes work in switch cases, plus contains and firstRange
import RegexBuilder

func ~= (regex: Regex<Substring>, input: String) -> Bool {
    input.wholeMatch(of: regex) != nil
}

let integer = Regex {
    Optionally("-")
    OneOrMore(.digit)
}
let float = Regex {
    Optionally("-")
    OneOrMore(.digit)
    "."
    OneOrMore(.digit)
}
let identifier = Regex {
    One(.word.subtracting(.digit))
    ZeroOrMore(.word)
}
let blank = Regex { ZeroOrMore(.whitespace) }

func classify(_ token: String) -> String {
    switch token {
    case blank: return "blank"
    case integer: return "integer"
    case float: return "float"
    case identifier: return "identifier"
    case Regex({ OneOrMore(CharacterClass.anyOf("+-*/=<>")) }): return "operator"
    default: return "unknown"
    }
}

for t in ["42", "-7", "3.14", "x1", "_tmp", "<=", "", "  ", "1.", "a-b", "9lives"] {
    print("[\(t)]", classify(t))
}

let line = "let speed = 42.5 * factor"
print(line.contains(float), line.contains(Regex { "==" }))
if let r = line.firstRange(of: float) {
    print("float at offset", line.distance(from: line.startIndex, to: r.lowerBound), "is", line[r])
}
let ids = line.matches(of: Regex { Anchor.wordBoundary; identifier }).map(\.output)
print(ids)
print(line.ranges(of: integer).map { String(line[$0]) })
// expect: [42] integer
// expect: [-7] integer
// expect: [3.14] float
// expect: [x1] identifier
// expect: [_tmp] identifier
// expect: [<=] operator
// expect: [] blank
// expect: [  ] blank
// expect: [1.] unknown
// expect: [a-b] unknown
// expect: [9lives] unknown
// expect: true false
// expect: float at offset 12 is 42.5
// expect: ["let", "speed", "factor"]
// expect: ["42", "5"]

// RegexBuilder style (Local and atomic groups): Local blocks backtracking into a group, compared with a plain group
import RegexBuilder

let backtracking = Regex {
    OneOrMore(.digit)
    "5"
}

let atomic = Regex {
    Local {
        OneOrMore(.digit)
    }
    "5"
}

for input in ["12345", "555", "5", "1234x5"] {
    let a = input.firstMatch(of: backtracking)?.output
    let b = input.firstMatch(of: atomic)?.output
    print(input, "plain:", a.map(String.init) ?? "-", "local:", b.map(String.init) ?? "-")
}

// Local with captures inside
let pair = Regex {
    Local {
        Capture { OneOrMore(.word) }
        "="
    }
    Capture { OneOrMore(.digit) }
}
if let m = "speed=120 km".firstMatch(of: pair) {
    let (whole, k, v) = m.output
    print(whole, k, v)
}

// possessive vs eager quantifier on an identifier followed by a required letter
let eagerIdent = Regex {
    OneOrMore(.word, .eager)
    "s"
}
let possessiveIdent = Regex {
    OneOrMore(.word, .possessive)
    "s"
}
print("cats".wholeMatch(of: eagerIdent) != nil, "cats".wholeMatch(of: possessiveIdent) != nil)

let keyword = Regex {
    Local {
        ChoiceOf {
            "for"
            "foreach"
        }
    }
    Anchor.wordBoundary
}
for w in ["for x", "foreach x", "fork"] {
    print(w, "->", w.firstMatch(of: keyword)?.output ?? "none")
}
// expect: 12345 plain: 12345 local: -
// expect: 555 plain: 555 local: -
// expect: 5 plain: - local: -
// expect: 1234x5 plain: - local: -
// expect: speed=120 speed 120
// expect: true false
// expect: for x -> for
// expect: foreach x -> none
// expect: fork -> none

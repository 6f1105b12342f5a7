// RegexBuilder style (repetition behaviour): eager vs reluctant quantifiers and repetitionBehavior on a whole regex
import RegexBuilder

let html = "<b>bold</b> and <i>italic</i> and <u>under</u>"

let greedyTag = Regex {
    "<"
    Capture { OneOrMore(.any) }
    ">"
}
let lazyTag = Regex {
    "<"
    Capture { OneOrMore(.any, .reluctant) }
    ">"
}

print("eager:", html.firstMatch(of: greedyTag)!.output.1)
print("reluctant:", html.firstMatch(of: lazyTag)!.output.1)
print("all tags:", html.matches(of: lazyTag).map { String($0.output.1) })

let quoted = Regex {
    "'"
    Capture { ZeroOrMore(.any) }
    "'"
}
let s = "say 'hi' then 'bye' now"
print(s.firstMatch(of: quoted)!.output.1)
print(s.firstMatch(of: quoted.repetitionBehavior(.reluctant))!.output.1)

let spans = s.matches(of: quoted.repetitionBehavior(.reluctant)).map(\.output.1)
print(spans.count, spans.joined(separator: "+"))

// Repeat with a range and a behaviour
let digitsLazy = Regex {
    Capture { Repeat(.digit, 2...5, .reluctant) }
}
let digitsEager = Regex {
    Capture { Repeat(.digit, 2...5) }
}
let num = "1234567890"
print(num.matches(of: digitsLazy).map { String($0.output.1) })
print(num.matches(of: digitsEager).map { String($0.output.1) })

let stripped = html.replacing(lazyTag, with: "")
print(stripped)

let optionalLazy = Regex {
    "a"
    Capture { Optionally("b", .reluctant) }
    Capture { ZeroOrMore("b") }
}
let m = "abbb".wholeMatch(of: optionalLazy)!
print("[\(m.output.1)] [\(m.output.2)]")
// expect: eager: b>bold</b> and <i>italic</i> and <u>under</u
// expect: reluctant: b
// expect: all tags: ["b", "/b", "i", "/i", "u", "/u"]
// expect: hi' then 'bye
// expect: hi
// expect: 2 hi+bye
// expect: ["12", "34", "56", "78", "90"]
// expect: ["12345", "67890"]
// expect: bold and italic and under
// expect: [] [bbb]

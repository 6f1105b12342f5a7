// RegexBuilder style (case-insensitive matching): ignoresCase on whole regexes and on parts of a builder
import RegexBuilder

let commands = ["GET /index.html", "get /about", "Post /form", "DELETE /x", "PATCH /y", "gEt /"]

let method = Regex {
    Capture {
        ChoiceOf {
            "GET"
            "POST"
            "DELETE"
        }
    }
}

let request = Regex {
    method
    " "
    Capture { OneOrMore(.anyNonNewline) }
}

for c in commands {
    let strict = c.wholeMatch(of: request)
    let loose = c.wholeMatch(of: request.ignoresCase())
    print(c, "|", strict != nil, loose.map { "\($0.output.1.uppercased()) \($0.output.2)" } ?? "nil")
}

// only part of the pattern ignores case
let header = Regex {
    Regex {
        "content-type"
    }.ignoresCase()
    ": "
    Capture { OneOrMore(.anyNonNewline) }
}
for h in ["Content-Type: text/html", "CONTENT-TYPE: application/json", "content-type: TEXT", "Content-Length: 5"] {
    print(h.wholeMatch(of: header)?.output.1 ?? "-")
}

// ignoresCase(false) inside an ignoring regex
let mixed = Regex {
    "swift"
    " "
    Regex { "UI" }.ignoresCase(false)
}.ignoresCase()
for s in ["Swift UI", "SWIFT UI", "swift ui", "sWiFt UI"] {
    print(s, s.wholeMatch(of: mixed) != nil)
}

let sentence = "Swift is fun. SWIFT is fast. swiftly done."
let word = Regex {
    Anchor.wordBoundary
    "swift"
    Anchor.wordBoundary
}.ignoresCase()
print(sentence.matches(of: word).count)
print(sentence.replacing(word, with: "Swift"))
// expect: GET /index.html | true GET /index.html
// expect: get /about | false GET /about
// expect: Post /form | false POST /form
// expect: DELETE /x | true DELETE /x
// expect: PATCH /y | false nil
// expect: gEt / | false GET /
// expect: text/html
// expect: application/json
// expect: TEXT
// expect: -
// expect: Swift UI true
// expect: SWIFT UI true
// expect: swift ui false
// expect: sWiFt UI true
// expect: 2
// expect: Swift is fun. Swift is fast. swiftly done.

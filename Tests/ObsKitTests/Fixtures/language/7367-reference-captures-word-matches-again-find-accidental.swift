// RegexBuilder style (repeated words): Reference captures a word and matches it again to find accidental doubled words
import RegexBuilder

let word = Reference(Substring.self)
let doubled = Regex {
    Capture(as: word) {
        OneOrMore(.word)
    }
    OneOrMore(.whitespace)
    word
    Anchor.wordBoundary
}.ignoresCase()

let drafts = [
    "This is is a test.",
    "The the cat sat on the mat.",
    "No repeats here at all.",
    "We had had enough, then then left.",
]

for draft in drafts {
    let hits = draft.matches(of: doubled)
    if hits.isEmpty {
        print("ok: \(draft)")
        continue
    }
    let names = hits.map { String($0[word]) }
    let fixed = draft.replacing(doubled) { m in m[word] }
    print("doubled \(names) -> \(fixed)")
}

let tagPair = #/<(\w+)>[^<]*</\1>/#
for html in ["<b>bold</b>", "<i>oops</b>", "<em>x</em>"] {
    print(html, html.wholeMatch(of: tagPair) != nil)
}

// expect: doubled ["is"] -> This is a test.
// expect: ok: The the cat sat on the mat.
// expect: ok: No repeats here at all.
// expect: doubled ["had", "then"] -> We had enough, then left.
// expect: <b>bold</b> true
// expect: <i>oops</b> false
// expect: <em>x</em> true

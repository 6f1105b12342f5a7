// RegexBuilder style (backreferences): match[ref] and reusing a Reference to require the same text again
import RegexBuilder

let tagName = Reference(Substring.self)
let content = Reference(Substring.self)

let element = Regex {
    "<"
    Capture(as: tagName) {
        OneOrMore(.word)
    }
    ">"
    Capture(as: content) {
        ZeroOrMore(.any, .reluctant)
    }
    "</"
    tagName
    ">"
}

let html = "<b>bold</b> <i>oops</b> <em>yes</em> <p>a <b>nested</b> bit</p>"
for m in html.matches(of: element) {
    print(m[tagName], "=>", m[content])
}

let word = Reference(Substring.self)
let doubled = Regex {
    Anchor.wordBoundary
    Capture(as: word) {
        OneOrMore(.word)
    }
    OneOrMore(.whitespace)
    word
    Anchor.wordBoundary
}.ignoresCase()

let prose = "This is is a test of the the editor. Paris in the the spring. That that's fine."
for m in prose.matches(of: doubled) {
    print("doubled:", m[word])
}
print(prose.replacing(doubled) { String($0[word]) })

let quote = Reference(Substring.self)
let quoted = Regex {
    Capture(as: quote) { CharacterClass.anyOf("'\"") }
    Capture { ZeroOrMore(.any, .reluctant) }
    quote
}
let src = #"say "hello" and 'it's' then "mixed'"#
print(src.matches(of: quoted).map { "\($0[quote])\($0.output.2)" })
// expect: b => bold
// expect: em => yes
// expect: p => a <b>nested</b> bit
// expect: doubled: is
// expect: doubled: the
// expect: doubled: the
// expect: This is a test of the editor. Paris in the spring. That that's fine.
// expect: ["\"hello", "\'it", "\' then \"mixed"]

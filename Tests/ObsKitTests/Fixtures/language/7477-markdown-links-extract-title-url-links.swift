// RegexBuilder style (markdown links): extract [title](url) links, then rewrite them as HTML anchors
import RegexBuilder

let markdown = """
See [the docs](https://swift.org/documentation) and [Swift Forums](https://forums.swift.org).
An image: ![logo](img/logo.png) is not a link. Broken [link](no closing
Also [a **bold** one](https://example.com/a_b?x=1).
"""

let linkText = Reference(Substring.self)
let linkURL = Reference(Substring.self)

let link = Regex {
    NegativeLookahead { "!" }
    ChoiceOf {
        Anchor.startOfLine
        CharacterClass.anyOf("!").inverted
    }
    "["
    Capture(as: linkText) {
        OneOrMore(CharacterClass.anyOf("]").inverted)
    }
    "]("
    Capture(as: linkURL) {
        OneOrMore(CharacterClass.anyOf(")").union(.whitespace).inverted)
    }
    ")"
}

let found = markdown.matches(of: link)
print("links:", found.count)
for m in found {
    print("- \(m[linkText]) -> \(m[linkURL])")
}

let simpleLink = Regex {
    "["
    Capture { OneOrMore(.any, .reluctant) }
    "]("
    Capture { OneOrMore(.any, .reluctant) }
    ")"
}
let html = markdown.replacing(simpleLink) { m in
    "<a href=\"\(m.output.2)\">\(m.output.1)</a>"
}
for line in html.split(separator: "\n") {
    print(line)
}

let hosts = found.compactMap { m -> Substring? in
    m[linkURL].firstMatch(of: #/https?://([^/]+)/#)?.output.1
}
print(hosts)
// expect: links: 3
// expect: - the docs -> https://swift.org/documentation
// expect: - Swift Forums -> https://forums.swift.org
// expect: - a **bold** one -> https://example.com/a_b?x=1
// expect: See <a href="https://swift.org/documentation">the docs</a> and <a href="https://forums.swift.org">Swift Forums</a>.
// expect: An image: !<a href="img/logo.png">logo</a> is not a link. Broken <a href="no closing
// expect: Also [a **bold** one](https://example.com/a_b?x=1">link</a>.
// expect: ["swift.org", "forums.swift.org", "example.com"]

// RegexBuilder style (anchors): startOfLine / endOfLine with anchorsMatchLineEndings, startOfSubject and word boundaries
import RegexBuilder

let doc = """
TODO: write tests
  TODO: indented todo
Done: ship it
todo: lowercase
NOTE: the TODO: here is inline
"""

let todoLine = Regex {
    Anchor.startOfLine
    "TODO:"
    ZeroOrMore(.whitespace)
    Capture {
        OneOrMore(.anyNonNewline)
    }
    Anchor.endOfLine
}

print("default:", doc.matches(of: todoLine).map { String($0.output.1) })
print("multiline:", doc.matches(of: todoLine.anchorsMatchLineEndings()).map { String($0.output.1) })
print("ignoring case:", doc.matches(of: todoLine.anchorsMatchLineEndings().ignoresCase()).count)

let firstWord = Regex {
    Anchor.startOfSubject
    Capture { OneOrMore(.word) }
}
print(doc.firstMatch(of: firstWord)!.output.1)

let lastWord = Regex {
    Capture { OneOrMore(.word) }
    Anchor.endOfSubject
}
print(doc.firstMatch(of: lastWord)!.output.1)

let cat = Regex {
    Anchor.wordBoundary
    "cat"
    Anchor.wordBoundary
}
let text = "cat concat cats cat. scatter (cat)"
print(text.matches(of: cat).count)
print(text.ranges(of: cat).map { text.distance(from: text.startIndex, to: $0.lowerBound) })

let notBoundary = Regex {
    Anchor.wordBoundary.inverted
    "cat"
}
print(text.matches(of: notBoundary).count)

let trailing = Regex {
    OneOrMore(.whitespace)
    Anchor.endOfSubjectBeforeNewline
}
print("[" + "value   \n".replacing(trailing, with: "") + "]")
// expect: default: ["write tests"]
// expect: multiline: ["write tests"]
// expect: ignoring case: 2
// expect: TODO
// expect: inline
// expect: 3
// expect: [0, 16, 30]
// expect: 2
// expect: [value]

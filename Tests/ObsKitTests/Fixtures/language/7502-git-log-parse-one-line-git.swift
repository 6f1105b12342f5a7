// RegexBuilder style (git log): parse one-line git log output with hashes, refs and conventional commit types
import RegexBuilder

let gitLog = """
a1b2c3d (HEAD -> main, origin/main) feat(parser): support nested groups
9f8e7d6 fix: handle empty input
0badc0d (tag: v1.2.0) chore(release): 1.2.0
1234abc docs: update README
deadbee feat!: drop Swift 5.5 support
cafe123 Merge branch 'topic'
"""

let hash = Regex {
    Capture { Repeat(.hexDigit, count: 7) }
}

let refs = Regex {
    Optionally {
        " ("
        Capture { OneOrMore(CharacterClass.anyOf(")").inverted) }
        ")"
    }
}

let conventional = Regex {
    Capture {
        ChoiceOf {
            "feat"; "fix"; "docs"; "chore"; "refactor"
        }
    }
    Optionally {
        "("
        Capture { OneOrMore(.word) }
        ")"
    }
    Capture { Optionally("!") } transform: { $0 == "!" }
    ": "
    Capture { OneOrMore(.anyNonNewline) }
}

let commitLine = Regex {
    Anchor.startOfLine
    hash
    refs
    " "
    Capture { OneOrMore(.anyNonNewline) }
}

var byType: [String: [String]] = [:]
for m in gitLog.matches(of: commitLine) {
    let (_, sha, refList, subject) = m.output
    if let refList {
        let names = refList.split(separator: Regex { ","; ZeroOrMore(.whitespace) })
        print(sha, "refs:", names.map(String.init))
    }
    if let c = subject.wholeMatch(of: conventional) {
        let (_, type, scope, breaking, summary) = c.output
        let marker = breaking ? " BREAKING" : ""
        byType[String(type), default: []].append("\(sha)\(scope.map { "[\($0)]" } ?? "")\(marker): \(summary)")
    } else {
        byType["other", default: []].append("\(sha): \(subject)")
    }
}
for key in byType.keys.sorted() {
    print("\(key):")
    for entry in byType[key]! { print("  \(entry)") }
}
// expect: a1b2c3d refs: ["HEAD -> main", "origin/main"]
// expect: 0badc0d refs: ["tag: v1.2.0"]
// expect: chore:
// expect:   0badc0d[release]: 1.2.0
// expect: docs:
// expect:   1234abc: update README
// expect: feat:
// expect:   a1b2c3d[parser]: support nested groups
// expect:   deadbee BREAKING: drop Swift 5.5 support
// expect: fix:
// expect:   9f8e7d6: handle empty input
// expect: other:
// expect:   cafe123: Merge branch 'topic'

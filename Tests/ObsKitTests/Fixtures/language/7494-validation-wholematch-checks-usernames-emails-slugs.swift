// RegexBuilder style (validation): wholeMatch checks for usernames, emails and slugs with a report per input
import RegexBuilder

let username = Regex {
    One(CharacterClass("a"..."z"))
    Repeat(2...15) {
        CharacterClass("a"..."z").union(.digit).union(.anyOf("_."))
    }
}

let email = Regex {
    Capture {
        OneOrMore(.word.union(.anyOf(".+-")))
    }
    "@"
    Capture {
        OneOrMore {
            OneOrMore(.word.union(.anyOf("-")))
            "."
        }
        Repeat(CharacterClass("a"..."z"), 2...6)
    }
}.ignoresCase()

let slug = Regex {
    OneOrMore(CharacterClass("a"..."z").union(.digit))
    ZeroOrMore {
        "-"
        OneOrMore(CharacterClass("a"..."z").union(.digit))
    }
}

struct Check {
    let label: String
    let test: (String) -> Bool
}

let checks = [
    Check(label: "user") { $0.wholeMatch(of: username) != nil },
    Check(label: "email") { $0.wholeMatch(of: email) != nil },
    Check(label: "slug") { $0.wholeMatch(of: slug) != nil },
]

let samples = ["kim_99", "Kim", "a.b@c.io", "first.last+tag@mail.Example.COM", "my-first-post", "bad--slug", "x@y", "abc"]
for s in samples {
    let passed = checks.filter { $0.test(s) }.map(\.label)
    print(s, "->", passed.isEmpty ? "nothing" : passed.joined(separator: ","))
}

if let m = "first.last+tag@mail.Example.COM".wholeMatch(of: email) {
    let (_, local, domain) = m.output
    print(local, domain.lowercased())
}
// expect: kim_99 -> user
// expect: Kim -> nothing
// expect: a.b@c.io -> email
// expect: first.last+tag@mail.Example.COM -> email
// expect: my-first-post -> slug
// expect: bad--slug -> nothing
// expect: x@y -> nothing
// expect: abc -> user,slug
// expect: first.last+tag mail.example.com

// RegexBuilder style (URL parts): break URLs into scheme, host, port, path, query and fragment with Optionally
import RegexBuilder

let url = Regex {
    Capture { OneOrMore(CharacterClass("a"..."z")) }
    "://"
    Capture { OneOrMore(.word.union(.anyOf(".-"))) }
    Optionally {
        ":"
        Capture { OneOrMore(.digit) } transform: { Int($0)! }
    }
    Capture { ZeroOrMore(CharacterClass.anyOf("?#").inverted) }
    Optionally {
        "?"
        Capture { ZeroOrMore(CharacterClass.anyOf("#").inverted) }
    }
    Optionally {
        "#"
        Capture { ZeroOrMore(.any) }
    }
}

let pair = Regex {
    Capture { OneOrMore(CharacterClass.anyOf("=&").inverted) }
    Optionally {
        "="
        Capture { ZeroOrMore(CharacterClass.anyOf("&").inverted) }
    }
}

let samples = [
    "https://example.com/search?q=regex&lang=swift#results",
    "http://localhost:8080/",
    "ftp://files.example.org/pub/readme.txt",
    "https://a-b.io?flag&x=1",
    "mailto:someone@example.com",
]

for s in samples {
    guard let m = s.wholeMatch(of: url) else {
        print("not a URL: \(s)")
        continue
    }
    let (_, scheme, host, port, path, query, fragment) = m.output
    var parts = ["scheme=\(scheme)", "host=\(host)"]
    if let port { parts.append("port=\(port)") }
    parts.append("path=\(path.isEmpty ? "/" : path)")
    if let fragment { parts.append("fragment=\(fragment)") }
    print(parts.joined(separator: " "))
    if let query {
        for q in query.matches(of: pair) {
            print("   \(q.output.1) -> \(q.output.2 ?? "(flag)")")
        }
    }
}
// expect: scheme=https host=example.com path=/search fragment=results
// expect:    q -> regex
// expect:    lang -> swift
// expect: scheme=http host=localhost port=8080 path=/
// expect: scheme=ftp host=files.example.org path=/pub/readme.txt
// expect: scheme=https host=a-b.io path=/
// expect:    flag -> (flag)
// expect:    x -> 1
// expect: not a URL: mailto:someone@example.com

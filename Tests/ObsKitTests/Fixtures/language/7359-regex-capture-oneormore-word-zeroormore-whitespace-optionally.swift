// RegexBuilder style (key-value config): Regex { } with Capture, OneOrMore(.word), ZeroOrMore(.whitespace) and Optionally for comments
import RegexBuilder

let config = """
host = example.org
port=8080
  debug = true   # turn off in production
# a comment line
timeout = 30
name = my app
"""

let entry = Regex {
    Anchor.startOfLine
    ZeroOrMore(.whitespace)
    Capture {
        OneOrMore(.word)
    }
    ZeroOrMore(.whitespace)
    "="
    ZeroOrMore(.whitespace)
    Capture {
        OneOrMore(CharacterClass.anyOf("#").inverted)
    }
    Optionally {
        "#"
        ZeroOrMore(.any)
    }
}

var settings: [(String, String)] = []
for line in config.split(separator: "\n") {
    guard let match = line.wholeMatch(of: entry) else {
        print("skip: \(line)")
        continue
    }
    let (_, key, rawValue) = match.output
    let value = rawValue.trimmingCharacters(in: " ")
    settings.append((String(key), value))
}

for (key, value) in settings.sorted(by: { $0.0 < $1.0 }) {
    print("\(key) -> '\(value)'")
}

extension Substring {
    func trimmingCharacters(in set: Character) -> String {
        var s = self
        while s.last == set { s = s.dropLast() }
        while s.first == set { s = s.dropFirst() }
        return String(s)
    }
}

// expect: skip: # a comment line
// expect: debug -> 'true'
// expect: host -> 'example.org'
// expect: name -> 'my app'
// expect: port -> '8080'
// expect: timeout -> '30'

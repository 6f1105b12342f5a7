// RegexBuilder style (config files): parse key = value lines, skip comments, build a dictionary
import RegexBuilder

let config = """
# server settings
host = example.org
port=8080
  debug   =   true
; legacy comment
name = "My App"
timeout = 30s
bad line here
empty =
"""

let key = Regex {
    Capture {
        One(.word)
        ZeroOrMore {
            ChoiceOf {
                One(.word)
                "."
                "-"
            }
        }
    }
}

let entry = Regex {
    Anchor.startOfSubject
    ZeroOrMore(.whitespace)
    key
    ZeroOrMore(.horizontalWhitespace)
    "="
    ZeroOrMore(.horizontalWhitespace)
    Capture {
        ChoiceOf {
            Regex {
                "\""
                ZeroOrMore(CharacterClass.anyOf("\"").inverted)
                "\""
            }
            ZeroOrMore(.any)
        }
    }
    Anchor.endOfSubject
}

let comment = #/^\s*[#;]/#

var settings: [String: String] = [:]
var order: [String] = []
for line in config.split(separator: "\n", omittingEmptySubsequences: false) {
    if line.contains(comment) { continue }
    guard let m = line.firstMatch(of: entry) else {
        print("unparsed:", line)
        continue
    }
    var value = String(m.output.2)
    if value.hasPrefix("\"") { value = String(value.dropFirst().dropLast()) }
    settings[String(m.output.1)] = value
    order.append(String(m.output.1))
}
for k in order {
    print("\(k) => [\(settings[k]!)]")
}
print(Int(settings["port"] ?? "") ?? -1, settings["debug"] == "true")
// expect: unparsed: bad line here
// expect: host => [example.org]
// expect: port => [8080]
// expect: debug => [true]
// expect: name => [My App]
// expect: timeout => [30s]
// expect: empty => []
// expect: 8080 true

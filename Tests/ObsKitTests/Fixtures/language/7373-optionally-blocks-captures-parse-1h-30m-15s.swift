// RegexBuilder style (durations): Optionally blocks with captures parse "1h 30m 15s" style durations into seconds
import RegexBuilder

let hours = Reference(Int?.self)
let minutes = Reference(Int?.self)
let seconds = Reference(Int?.self)

let duration = Regex {
    Optionally {
        Capture(as: hours) {
            OneOrMore(.digit)
        } transform: { Int($0) }
        "h"
        ZeroOrMore(.whitespace)
    }
    Optionally {
        Capture(as: minutes) {
            OneOrMore(.digit)
        } transform: { Int($0) }
        "m"
        ZeroOrMore(.whitespace)
    }
    Optionally {
        Capture(as: seconds) {
            OneOrMore(.digit)
        } transform: { Int($0) }
        "s"
    }
}

func totalSeconds(_ text: String) -> Int? {
    guard !text.isEmpty, let m = text.wholeMatch(of: duration) else { return nil }
    let h = (m[hours] ?? nil) ?? 0
    let mi = (m[minutes] ?? nil) ?? 0
    let s = (m[seconds] ?? nil) ?? 0
    return h * 3600 + mi * 60 + s
}

for text in ["1h 30m 15s", "45m", "2h", "90s", "3h15m", "10 minutes", ""] {
    if let total = totalSeconds(text) {
        print("\"\(text)\" = \(total)s")
    } else {
        print("\"\(text)\" is not a duration")
    }
}

// expect: "1h 30m 15s" = 5415s
// expect: "45m" = 2700s
// expect: "2h" = 7200s
// expect: "90s" = 90s
// expect: "3h15m" = 11700s
// expect: "10 minutes" is not a duration
// expect: "" is not a duration

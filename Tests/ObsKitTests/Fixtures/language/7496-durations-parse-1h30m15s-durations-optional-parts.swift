// RegexBuilder style (durations): parse "1h30m15s" style durations with optional parts into seconds
import RegexBuilder

func unit(_ suffix: String) -> Regex<(Substring, Int?)> {
    Regex {
        Optionally {
            Capture {
                OneOrMore(.digit)
            } transform: { Int($0)! }
            suffix
        }
    }
}

let duration = Regex {
    unit("d")
    unit("h")
    unit("m")
    unit("s")
}

func seconds(_ text: String) -> Int? {
    guard !text.isEmpty, let m = text.wholeMatch(of: duration) else { return nil }
    let (_, d, h, mins, s) = m.output
    return (d ?? 0) * 86400 + (h ?? 0) * 3600 + (mins ?? 0) * 60 + (s ?? 0)
}

func format(_ total: Int) -> String {
    let h = total / 3600, m = (total % 3600) / 60, s = total % 60
    return [h > 0 ? "\(h)h" : nil, m > 0 ? "\(m)m" : nil, s > 0 || total == 0 ? "\(s)s" : nil]
        .compactMap { $0 }
        .joined()
}

for t in ["1h30m", "45s", "2d", "1h", "90m", "1m1s", "3s2m", "", "10x", "0s"] {
    if let s = seconds(t) {
        print("\"\(t)\" = \(s)s = \(format(s))")
    } else {
        print("\"\(t)\" invalid")
    }
}

let inText = "timeouts: connect 5s, read 1m30s, idle 2h."
let anywhere = Regex {
    Anchor.wordBoundary
    Capture {
        OneOrMore {
            OneOrMore(.digit)
            CharacterClass.anyOf("dhms")
        }
    }
    Anchor.wordBoundary
}
let totals = inText.matches(of: anywhere).compactMap { seconds(String($0.output.1)) }
print(totals, totals.reduce(0, +))
// expect: "1h30m" = 5400s = 1h30m
// expect: "45s" = 45s = 45s
// expect: "2d" = 172800s = 48h
// expect: "1h" = 3600s = 1h
// expect: "90m" = 5400s = 1h30m
// expect: "1m1s" = 61s = 1m1s
// expect: "3s2m" invalid
// expect: "" invalid
// expect: "10x" invalid
// expect: "0s" = 0s = 0s
// expect: [5, 90, 7200] 7295

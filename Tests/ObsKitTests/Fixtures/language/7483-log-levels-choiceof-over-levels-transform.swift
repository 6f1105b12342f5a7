// RegexBuilder style (log levels): ChoiceOf over levels with a transform into an enum, counting by level
import RegexBuilder

enum Level: String, CaseIterable, Comparable {
    case debug, info, warning, error

    static func < (a: Level, b: Level) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

let log = """
[INFO]  12:00:01 server started on :8080
[DEBUG] 12:00:02 loading 14 routes
[warning] 12:00:05 slow query (812 ms)
[ERROR] 12:01:10 database unreachable
[Info]  12:01:11 retrying
[TRACE] 12:01:12 dropped
[error] 12:02:00 giving up after 3 retries
"""

let level = Regex {
    "["
    TryCapture {
        ChoiceOf {
            "debug"
            "info"
            "warning"
            "error"
        }
    } transform: { Level(rawValue: $0.lowercased()) }
    "]"
}.ignoresCase()

let time = Regex {
    Capture {
        Repeat(count: 2) { .digit }
        Repeat(count: 2) {
            ":"
            Repeat(.digit, count: 2)
        }
    }
}

let entry = Regex {
    level
    OneOrMore(.whitespace)
    time
    " "
    Capture { OneOrMore(.anyNonNewline) }
}

var counts: [Level: Int] = [:]
var serious: [String] = []
for m in log.matches(of: entry) {
    let (_, lvl, t, msg) = m.output
    counts[lvl, default: 0] += 1
    if lvl >= .warning {
        serious.append("\(t) \(lvl): \(msg)")
    }
}
for l in Level.allCases {
    print(l.rawValue, counts[l] ?? 0)
}
serious.forEach { print($0) }
// expect: debug 1
// expect: info 2
// expect: warning 1
// expect: error 2
// expect: 12:00:05 warning: slow query (812 ms)
// expect: 12:01:10 error: database unreachable
// expect: 12:02:00 error: giving up after 3 retries

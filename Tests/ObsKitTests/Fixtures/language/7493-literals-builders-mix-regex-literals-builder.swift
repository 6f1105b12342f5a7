// RegexBuilder style (literals in builders): mix #/.../# regex literals with builder components and named captures
import RegexBuilder

let timestamp = #/(\d{2}):(\d{2})/#

let event = Regex {
    timestamp
    OneOrMore(.whitespace)
    Capture {
        #/[A-Z][a-z]+/#
    }
    ": "
    Capture { OneOrMore(.anyNonNewline) }
}

let schedule = """
09:30 Standup: daily sync
11:00 Review: PR #42
bad line
14:15 Lunch: late today
"""
for m in schedule.matches(of: event) {
    let (_, h, mm, kind, detail) = m.output
    print("\(h)h\(mm) [\(kind)] \(detail)")
}

let named = #/(?<key>\w+)=(?<value>[^&]*)/#
let query = "q=swift+regex&page=2&empty=&lang=en"
for m in query.matches(of: named) {
    print(m.key, "=", m.value.isEmpty ? "<none>" : m.value)
}

let versionPrefix = Regex {
    "v"
    #/(\d+)\.(\d+)/#
}
for v in ["v5.9", "v6.0.3", "v10.12.1"] {
    let m = v.prefixMatch(of: versionPrefix)!
    let (whole, major, minor) = m.output
    print(whole, Int(major)! * 100 + Int(minor)!, v[m.range.upperBound...].isEmpty)
}

let ext = #/\.(?<ext>[a-z]{2,4})$/#.ignoresCase()
for f in ["photo.JPG", "archive.tar.gz", "README", "notes.markdown"] {
    print(f, f.firstMatch(of: ext)?.ext.lowercased() ?? "none")
}
// expect: 09h30 [Standup] daily sync
// expect: 11h00 [Review] PR #42
// expect: 14h15 [Lunch] late today
// expect: q = swift+regex
// expect: page = 2
// expect: empty = <none>
// expect: lang = en
// expect: v5.9 509 true
// expect: v6.0 600 false
// expect: v10.12 1012 false
// expect: photo.JPG jpg
// expect: archive.tar.gz gz
// expect: README none
// expect: notes.markdown none

// RegexBuilder style (named captures in literals): #/(?<name>...)/# literals with output labels, alone and via Regex(string)
import RegexBuilder

let dateLiteral = #/(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})/#

let dates = "Start 2023-01-15, review 2023-02-28, end 2023-12-01."
for m in dates.matches(of: dateLiteral) {
    print("\(m.day)/\(m.month)/\(m.year)")
}

if let m = dates.firstMatch(of: dateLiteral) {
    let (whole, y, mo, d) = m.output
    print(whole, Int(y)! + Int(mo)! + Int(d)!)
}

let logLiteral = #/(?<level>[A-Z]+)\s+\[(?<module>\w+)\]\s+(?<msg>.+)/#
let entries = [
    "WARN  [net] retrying request",
    "ERROR [db] connection lost",
    "info  [ui] lower-case level",
]
for e in entries {
    if let m = e.wholeMatch(of: logLiteral) {
        print(m.output.module, m.output.level.count, m.msg)
    } else {
        print("unmatched:", e)
    }
}

do {
    let dynamic = try Regex("(\\w+)@(\\w+)\\.com")
    for m in "alice@example.com, bob@test.com".matches(of: dynamic) {
        let user = m.output[1].substring ?? "?"
        let host = m.output[2].substring ?? "?"
        print(user, "at", host)
    }
    let typed = try Regex("(\\d+)x(\\d+)", as: (Substring, Substring, Substring).self)
    if let m = "size 1920x1080 px".firstMatch(of: typed) {
        print(Int(m.1)! * Int(m.2)!)
    }
} catch {
    print("bad pattern:", error)
}

let withNames = try! Regex("(?<w>\\d+)x(?<h>\\d+)")
if let m = "800x600".wholeMatch(of: withNames) {
    print(m.output["w"]?.substring ?? "-", m.output["h"]?.substring ?? "-", m.output.count)
}
// expect: 15/01/2023
// expect: 28/02/2023
// expect: 01/12/2023
// expect: 2023-01-15 2039
// expect: net 4 retrying request
// expect: db 5 connection lost
// expect: unmatched: info  [ui] lower-case level
// expect: alice at example
// expect: bob at test
// expect: 2073600
// expect: 800 600 3

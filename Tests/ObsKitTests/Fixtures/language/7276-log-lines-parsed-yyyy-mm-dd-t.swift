// Sarunw style (log timestamp parser): log lines parsed with a yyyy-MM-dd'T'HH:mm:ss DateFormatter, sorted and measured
import Foundation

let parser = DateFormatter()
parser.locale = Locale(identifier: "en_US_POSIX")
parser.timeZone = TimeZone(identifier: "UTC")
parser.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"

let display = DateFormatter()
display.locale = Locale(identifier: "en_US_POSIX")
display.timeZone = TimeZone(identifier: "UTC")
display.dateFormat = "h:mm:ss a"

struct LogEntry {
    let time: Date
    let level: String
    let message: String
}

let raw = """
2024-02-11T09:15:02 INFO server started
2024-02-11T09:14:58 DEBUG loading config
2024-02-11T09:17:45 WARN slow response
not-a-date ERROR garbage line
2024-02-11T13:02:10 ERROR connection lost
"""

var entries: [LogEntry] = []
var rejected = 0
for line in raw.split(separator: "\n") {
    let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
    guard parts.count == 3, let time = parser.date(from: parts[0]) else {
        rejected += 1
        continue
    }
    entries.append(LogEntry(time: time, level: parts[1], message: parts[2]))
}

entries.sort { $0.time < $1.time }
for entry in entries {
    print("[\(display.string(from: entry.time))] \(entry.level.padding(toLength: 5, withPad: " ", startingAt: 0)) \(entry.message)")
}
print("rejected:", rejected)

if let first = entries.first, let last = entries.last {
    let span = last.time.timeIntervalSince(first.time)
    print("span seconds:", Int(span))
    let minutes = Int(span) / 60, secs = Int(span) % 60
    print("span: \(minutes)m \(secs)s")
}
let counts = Dictionary(grouping: entries, by: \.level).mapValues(\.count)
for level in counts.keys.sorted() { print(level, counts[level]!) }
print(entries.first.map { Int($0.time.timeIntervalSince1970) } ?? 0)

// expect: [9:14:58 AM] DEBUG loading config
// expect: [9:15:02 AM] INFO  server started
// expect: [9:17:45 AM] WARN  slow response
// expect: [1:02:10 PM] ERROR connection lost
// expect: rejected: 1
// expect: span seconds: 13632
// expect: span: 227m 12s
// expect: DEBUG 1
// expect: ERROR 1
// expect: INFO 1
// expect: WARN 1
// expect: 1707642898

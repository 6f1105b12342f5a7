// App code style: a log-line parser using components(separatedBy:), trimmingCharacters and range(of:)
import Foundation

let rawLog = """
  2025-01-15 10:00:01 | INFO  | server started on port 8080
2025-01-15 10:00:05 | WARN  | disk usage at 85%   
2025-01-15 10:01:12 | ERROR | failed to connect: timeout
   
2025-01-15 10:02:00 | INFO  | user=ada action=login
"""

struct LogEntry {
    let timestamp: String
    let level: String
    let message: String
}

var entries: [LogEntry] = []
for line in rawLog.components(separatedBy: "\n") {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty { continue }
    let parts = trimmed.components(separatedBy: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    guard parts.count == 3 else { continue }
    entries.append(LogEntry(timestamp: parts[0], level: parts[1], message: parts[2]))
}
print("parsed \(entries.count) entries")
for e in entries {
    print("[\(e.level)] \(e.message) @ \(e.timestamp.components(separatedBy: " ")[1])")
}
let errors = entries.filter { $0.level == "ERROR" }
for e in errors {
    if let r = e.message.range(of: ":") {
        let reason = e.message[r.upperBound...].trimmingCharacters(in: .whitespaces)
        print("error reason: \(reason)")
    }
}
if let kv = entries.last?.message {
    for pair in kv.components(separatedBy: " ") {
        let bits = pair.components(separatedBy: "=")
        print("key \(bits[0]) -> \(bits[1])")
    }
}
let warnLine = entries[1].message
if let pct = warnLine.range(of: "[0-9]+%", options: .regularExpression) {
    print("percent found: \(warnLine[pct])")
}
print("has timeout:", rawLog.range(of: "TIMEOUT", options: .caseInsensitive) != nil)
// expect: parsed 4 entries
// expect: [INFO] server started on port 8080 @ 10:00:01
// expect: [WARN] disk usage at 85% @ 10:00:05
// expect: [ERROR] failed to connect: timeout @ 10:01:12
// expect: [INFO] user=ada action=login @ 10:02:00
// expect: error reason: timeout
// expect: key user -> ada
// expect: key action -> login
// expect: percent found: 85%
// expect: has timeout: true

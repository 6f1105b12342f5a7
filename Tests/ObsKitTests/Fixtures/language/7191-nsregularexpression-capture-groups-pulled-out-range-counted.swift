// Stack Overflow style (log-line parser): NSRegularExpression capture groups pulled out with Range(_:in:), counted per level
import Foundation

let logText = """
2024-03-01 08:15:02 [INFO] server: started on port 8080
2024-03-01 08:15:09 [WARN] cache: miss ratio 0.42
2024-03-01 08:16:44 [ERROR] db: connection refused (attempt 3)
garbage line without structure
2024-03-01 08:17:00 [INFO] server: request GET /health
2024-03-01 08:18:31 [ERROR] db: timeout after 5000ms
"""

let pattern = #"^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) \[(\w+)\] (\w+): (.*)$"#
let regex = try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])

struct LogEntry {
    let time: String
    let level: String
    let source: String
    let message: String
}

var entries: [LogEntry] = []
let whole = NSRange(logText.startIndex..<logText.endIndex, in: logText)
for match in regex.matches(in: logText, range: whole) {
    func group(_ i: Int) -> String {
        guard let r = Range(match.range(at: i), in: logText) else { return "" }
        return String(logText[r])
    }
    entries.append(LogEntry(time: group(2), level: group(3), source: group(4), message: group(5)))
}

print("parsed \(entries.count) of \(logText.components(separatedBy: "\n").count) lines")
var perLevel: [String: Int] = [:]
for e in entries { perLevel[e.level, default: 0] += 1 }
for level in perLevel.keys.sorted() {
    print(String(format: "%-6@ %d", level as NSString, perLevel[level]!))
}

for e in entries where e.level == "ERROR" {
    print("\(e.time) \(e.source.uppercased()) -> \(e.message)")
}

let numberRegex = try! NSRegularExpression(pattern: #"\d+(\.\d+)?"#)
for e in entries {
    let ns = e.message as NSString
    let nums = numberRegex.matches(in: e.message, range: NSRange(location: 0, length: ns.length))
        .map { ns.substring(with: $0.range) }
    if !nums.isEmpty { print("\(e.source): numbers \(nums)") }
}

// expect: parsed 5 of 6 lines
// expect: ERROR 2
// expect: INFO 2
// expect: WARN 1
// expect: 08:16:44 DB -> connection refused (attempt 3)
// expect: 08:18:31 DB -> timeout after 5000ms
// expect: server: numbers ["8080"]
// expect: cache: numbers ["0.42"]
// expect: db: numbers ["3"]
// expect: db: numbers ["5000"]

// Tutorial style (log parsing): extracting fields from log lines with NSRegularExpression capture groups
import Foundation

let log = """
2024-03-01 12:00:01 [INFO] server started on port 8080
2024-03-01 12:00:05 [WARN] slow request /api/users took 1532ms
2024-03-01 12:01:17 [ERROR] database timeout after 30s
garbage line without structure
2024-03-01 12:02:00 [INFO] request /health took 3ms
"""

let pattern = #"^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) \[(\w+)\] (.*)$"#
let regex = try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])

let whole = NSRange(log.startIndex..<log.endIndex, in: log)
let matches = regex.matches(in: log, options: [], range: whole)
print("matched lines:", matches.count)

var levels: [String: Int] = [:]
for m in matches {
    guard let timeRange = Range(m.range(at: 2), in: log),
          let levelRange = Range(m.range(at: 3), in: log),
          let msgRange = Range(m.range(at: 4), in: log) else { continue }
    let level = String(log[levelRange])
    levels[level, default: 0] += 1
    print("\(log[timeRange]) \(level.padding(toLength: 5, withPad: " ", startingAt: 0)) \(log[msgRange])")
}

for key in levels.keys.sorted() {
    print(key, levels[key]!)
}

let durationRegex = try! NSRegularExpression(pattern: #"took (\d+)ms"#)
var total = 0
durationRegex.enumerateMatches(in: log, range: whole) { result, _, _ in
    if let r = result, let rr = Range(r.range(at: 1), in: log), let ms = Int(log[rr]) {
        total += ms
    }
}
print("total ms:", total)
print("first match at:", matches.first.map { $0.range.location } ?? -1)
// expect: matched lines: 4
// expect: 12:00:01 INFO  server started on port 8080
// expect: 12:00:05 WARN  slow request /api/users took 1532ms
// expect: 12:01:17 ERROR database timeout after 30s
// expect: 12:02:00 INFO  request /health took 3ms
// expect: ERROR 1
// expect: INFO 2
// expect: WARN 1
// expect: total ms: 1535
// expect: first match at: 0

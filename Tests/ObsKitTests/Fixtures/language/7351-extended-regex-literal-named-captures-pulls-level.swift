// Swift Regex style (log parsing): extended regex literal with named captures pulls level, module and message out of log lines
let logLines = [
    "2024-03-01 12:00:01 [INFO] net: connected to host",
    "2024-03-01 12:00:05 [WARN] disk: usage at 91%",
    "garbage line without structure",
    "2024-03-01 12:01:17 [ERROR] net: timeout after 30s",
    "2024-03-01 12:02:00 [INFO] auth: user alice logged in",
]

let pattern = #/(?<date>\d{4}-\d{2}-\d{2}) (?<time>[\d:]+) \[(?<level>[A-Z]+)\] (?<module>\w+): (?<message>.+)/#

var countsByLevel: [String: Int] = [:]
var skipped = 0
for line in logLines {
    guard let match = line.wholeMatch(of: pattern) else {
        skipped += 1
        continue
    }
    let level = String(match.level)
    countsByLevel[level, default: 0] += 1
    if level != "INFO" {
        print("\(match.time) \(match.module.uppercased()) -> \(match.message)")
    }
}

for level in countsByLevel.keys.sorted() {
    print("\(level): \(countsByLevel[level]!)")
}
print("skipped \(skipped) line(s)")

// expect: 12:00:05 DISK -> usage at 91%
// expect: 12:01:17 NET -> timeout after 30s
// expect: ERROR: 1
// expect: INFO: 2
// expect: WARN: 1
// expect: skipped 1 line(s)

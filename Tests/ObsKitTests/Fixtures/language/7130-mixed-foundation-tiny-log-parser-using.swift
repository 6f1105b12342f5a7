// Tutorial style (mixed Foundation): a tiny log parser using regex, dates, String(format:) and JSON
import Foundation

let logText = """
2024-05-01T10:00:00Z INFO  user=alice action=login
2024-05-01T10:05:30Z WARN  user=bob action=retry
2024-05-01T10:07:00Z ERROR user=alice action=crash
"""

let iso = ISO8601DateFormatter()
let regex = try! NSRegularExpression(pattern: #"^(\S+) (\w+)\s+user=(\w+) action=(\w+)$"#, options: .anchorsMatchLines)
let range = NSRange(logText.startIndex..., in: logText)
var entries: [[String: Any]] = []
var first: Date?
for m in regex.matches(in: logText, range: range) {
    func g(_ i: Int) -> String { String(logText[Range(m.range(at: i), in: logText)!]) }
    guard let date = iso.date(from: g(1)) else { continue }
    if first == nil { first = date }
    let offset = Int(date.timeIntervalSince(first!))
    entries.append(["level": g(2), "user": g(3), "action": g(4), "offset": offset])
    print(String(format: "%-6@ %-6@ +%4ds", g(2), g(3), offset))
}
let counts = Dictionary(grouping: entries, by: { $0["user"] as! String }).mapValues { $0.count }
let out = try! JSONSerialization.data(withJSONObject: ["entries": entries.count, "perUser": counts], options: .sortedKeys)
print(String(data: out, encoding: .utf8)!)
// expect: INFO alice +   0s
// expect: WARN bob + 330s
// expect: ERROR alice + 420s
// expect: {"entries":3,"perUser":{"alice":2,"bob":1}}

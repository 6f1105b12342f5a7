// App code style: a log-line parser that parses timestamps with DateFormatter and groups by hour
import Foundation

let lines = [
    "[2025-03-03 09:15:02] GET /home 200 12ms",
    "[2025-03-03 09:47:30] POST /login 401 40ms",
    "[2025-03-03 10:02:11] GET /feed 200 85ms",
    "garbage line",
    "[2025-03-03 10:59:59] GET /feed 500 310ms",
    "[2025-03-03 12:00:00] GET /home 200 9ms",
]

let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = TimeZone(identifier: "UTC")
formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

struct Request { let date: Date; let method: String; let path: String; let status: Int; let ms: Int }
var requests: [Request] = []
for line in lines {
    guard line.hasPrefix("["), let close = line.range(of: "] ") else {
        print("skip: \(line)")
        continue
    }
    let stamp = String(line[line.index(after: line.startIndex)..<close.lowerBound])
    let rest = line[close.upperBound...].components(separatedBy: " ")
    guard let date = formatter.date(from: stamp), rest.count == 4,
          let status = Int(rest[2]), let ms = Int(rest[3].replacingOccurrences(of: "ms", with: "")) else { continue }
    requests.append(Request(date: date, method: rest[0], path: rest[1], status: status, ms: ms))
}
print("parsed:", requests.count)

var byHour: [Int: [Request]] = [:]
for r in requests { byHour[calendar.component(.hour, from: r.date), default: []].append(r) }
for hour in byHour.keys.sorted() {
    let group = byHour[hour]!
    let avg = Double(group.map(\.ms).reduce(0, +)) / Double(group.count)
    print(String(format: "%02d:00  %d requests  avg %.1fms", hour, group.count, avg))
}
let failures = requests.filter { $0.status >= 400 }
print("failures:", failures.map { "\($0.method) \($0.path) \($0.status)" })
let span = requests.last!.date.timeIntervalSince(requests.first!.date)
print("span minutes:", Int(span / 60))
let out = DateFormatter()
out.locale = Locale(identifier: "en_US_POSIX")
out.timeZone = TimeZone(identifier: "UTC")
out.dateFormat = "h:mm a"
print("slowest at:", out.string(from: requests.max { $0.ms < $1.ms }!.date))
// expect: skip: garbage line
// expect: parsed: 5
// expect: 09:00  2 requests  avg 26.0ms
// expect: 10:00  2 requests  avg 197.5ms
// expect: 12:00  1 requests  avg 9.0ms
// expect: failures: ["POST /login 401", "GET /feed 500"]
// expect: span minutes: 164
// expect: slowest at: 10:59 AM

// Tutorial style (relative description): describe how long ago a fixed date was from a fixed now
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!

let now = Date(timeIntervalSince1970: 1_710_000_000)

func ago(_ date: Date) -> String {
    let c = cal.dateComponents([.year, .month, .weekOfYear, .day, .hour, .minute], from: date, to: now)
    if let y = c.year, y > 0 { return y == 1 ? "1 year ago" : "\(y) years ago" }
    if let m = c.month, m > 0 { return m == 1 ? "1 month ago" : "\(m) months ago" }
    if let w = c.weekOfYear, w > 0 { return w == 1 ? "1 week ago" : "\(w) weeks ago" }
    if let d = c.day, d > 0 { return d == 1 ? "yesterday" : "\(d) days ago" }
    if let h = c.hour, h > 0 { return "\(h) hours ago" }
    if let mi = c.minute, mi > 0 { return "\(mi) minutes ago" }
    return "just now"
}

let offsets: [TimeInterval] = [30, 300, 7_200, 86_400, 3 * 86_400, 15 * 86_400, 70 * 86_400, 400 * 86_400, 1_200 * 86_400]
for o in offsets {
    print("\(Int(o))s back: \(ago(now.addingTimeInterval(-o)))")
}
// expect: 30s back: just now
// expect: 300s back: 5 minutes ago
// expect: 7200s back: 2 hours ago
// expect: 86400s back: yesterday
// expect: 259200s back: 3 days ago
// expect: 1296000s back: 2 weeks ago
// expect: 6048000s back: 2 months ago
// expect: 34560000s back: 1 year ago
// expect: 103680000s back: 3 years ago

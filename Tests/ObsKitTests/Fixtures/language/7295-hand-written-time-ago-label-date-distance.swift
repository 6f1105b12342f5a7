// Sarunw style (comment timestamps): a hand-written "time ago" label from Date.distance(to:) with fallback to an absolute date
import Foundation

let reference = Date(timeIntervalSince1970: 1_725_000_000)

let absolute = DateFormatter()
absolute.locale = Locale(identifier: "en_US_POSIX")
absolute.timeZone = TimeZone(identifier: "UTC")
absolute.dateFormat = "MMM d, yyyy"

func timeAgo(_ date: Date, now: Date) -> String {
    let seconds = Int(date.distance(to: now))
    if seconds < 0 { return "in the future" }
    switch seconds {
    case 0..<10: return "just now"
    case 10..<60: return "\(seconds)s ago"
    case 60..<3600:
        let m = seconds / 60
        return m == 1 ? "a minute ago" : "\(m) minutes ago"
    case 3600..<86_400:
        let h = seconds / 3600
        return h == 1 ? "an hour ago" : "\(h) hours ago"
    case 86_400..<(7 * 86_400):
        let d = seconds / 86_400
        return d == 1 ? "yesterday" : "\(d) days ago"
    default:
        return "on " + absolute.string(from: date)
    }
}

struct Comment {
    let author: String
    let postedAt: Date
}

let offsets: [TimeInterval] = [3, 42, 61, 3_599, 3_600, 7_300, 86_400, 3 * 86_400 + 5, 30 * 86_400, -120]
let comments = offsets.enumerated().map { Comment(author: "user\($0.offset)", postedAt: reference.addingTimeInterval(-$0.element)) }

for comment in comments {
    print("\(comment.author): \(timeAgo(comment.postedAt, now: reference))")
}

let recent = comments.filter { $0.postedAt.distance(to: reference) < 3600 && $0.postedAt <= reference }
print("posted within the hour:", recent.count)
let oldest = comments.min { $0.postedAt < $1.postedAt }!
print("oldest:", oldest.author, absolute.string(from: oldest.postedAt))

// expect: user0: just now
// expect: user1: 42s ago
// expect: user2: a minute ago
// expect: user3: 59 minutes ago
// expect: user4: an hour ago
// expect: user5: 2 hours ago
// expect: user6: yesterday
// expect: user7: 3 days ago
// expect: user8: on Jul 31, 2024
// expect: user9: in the future
// expect: posted within the hour: 4
// expect: oldest: user8 Jul 31, 2024

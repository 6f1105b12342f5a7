// Foundation in app code: manual TimeInterval math to format durations as h:mm:ss without DateComponentsFormatter
import Foundation

func formatDuration(_ interval: TimeInterval) -> String {
    let total = Int(interval)
    let hours = total / 3600
    let minutes = (total % 3600) / 60
    let seconds = total % 60
    if hours > 0 {
        return String(format: "%d:%02d:%02d", hours, minutes, seconds)
    }
    return String(format: "%02d:%02d", minutes, seconds)
}

func relative(_ seconds: TimeInterval) -> String {
    switch seconds {
    case ..<60: return "just now"
    case ..<3600: return "\(Int(seconds / 60)) min ago"
    case ..<86400: return "\(Int(seconds / 3600)) h ago"
    default: return "\(Int(seconds / 86400)) d ago"
    }
}

let start = Date(timeIntervalSince1970: 1_000_000)
let end = Date(timeIntervalSince1970: 1_000_000 + 3 * 3600 + 7 * 60 + 9)
print(formatDuration(end.timeIntervalSince(start)))
print(formatDuration(125))
print(formatDuration(59.9))

let now = Date(timeIntervalSince1970: 2_000_000)
for offset in [30.0, 600, 7200, 259_200] {
    print(relative(now.timeIntervalSince(now.addingTimeInterval(-offset))))
}

let laps: [TimeInterval] = [62.5, 58.25, 61.0]
let average = laps.reduce(0, +) / Double(laps.count)
print(String(format: "Average lap: %.2f s", average))
print(String(format: "Total: %@", formatDuration(laps.reduce(0, +))))

// expect: 3:07:09
// expect: 02:05
// expect: 00:59
// expect: just now
// expect: 10 min ago
// expect: 2 h ago
// expect: 3 d ago
// expect: Average lap: 60.58 s
// expect: Total: 03:01

// Swift with Majid style (countdown): time left until a launch, split into days, hours and minutes with dateComponents(_:from:to:)
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

struct Countdown {
    let title: String
    let target: Date

    func remaining(from now: Date, in calendar: Calendar) -> String {
        if now >= target { return "\(title): already started" }
        let parts = calendar.dateComponents([.day, .hour, .minute, .second], from: now, to: target)
        let d = parts.day ?? 0, h = parts.hour ?? 0, m = parts.minute ?? 0, s = parts.second ?? 0
        var pieces: [String] = []
        if d > 0 { pieces.append("\(d) day\(d == 1 ? "" : "s")") }
        if h > 0 { pieces.append("\(h)h") }
        if m > 0 { pieces.append("\(m)m") }
        if s > 0 { pieces.append("\(s)s") }
        return "\(title): " + pieces.joined(separator: " ")
    }
}

let launch = calendar.date(from: DateComponents(year: 2024, month: 7, day: 4, hour: 18, minute: 30))!
let now = Date(timeIntervalSince1970: 1_719_500_000)

let countdowns = [
    Countdown(title: "Launch", target: launch),
    Countdown(title: "Demo", target: now.addingTimeInterval(3_725)),
    Countdown(title: "Retro", target: now.addingTimeInterval(-60)),
    Countdown(title: "Sprint end", target: calendar.date(byAdding: .day, value: 1, to: now)!),
]

for countdown in countdowns {
    print(countdown.remaining(from: now, in: calendar))
}

let seconds = Int(now.distance(to: launch))
print("seconds to launch:", seconds)
print("hours to launch:", seconds / 3600)
let percentElapsed = 1.0 - Double(seconds) / (14.0 * 86_400)
print(String(format: "two-week window elapsed: %.1f%%", percentElapsed * 100))

// expect: Launch: 7 days 3h 36m 40s
// expect: Demo: 1h 2m 5s
// expect: Retro: already started
// expect: Sprint end: 1 day
// expect: seconds to launch: 617800
// expect: hours to launch: 171
// expect: two-week window elapsed: 48.9%

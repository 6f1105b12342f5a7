// Blog post style (subscription renewals): adding months with a UTC calendar, days-until counts, and "MMM d, yyyy" formatting
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!

let df = DateFormatter()
df.locale = Locale(identifier: "en_US_POSIX")
df.timeZone = cal.timeZone
df.dateFormat = "MMM d, yyyy"

enum Plan: String { case monthly, quarterly, yearly
    var months: Int { switch self { case .monthly: return 1; case .quarterly: return 3; case .yearly: return 12 } }
}

struct Subscription {
    let user: String
    let plan: Plan
    let started: Date
}

func date(_ y: Int, _ m: Int, _ d: Int) -> Date {
    cal.date(from: DateComponents(year: y, month: m, day: d, hour: 12))!
}

let today = date(2024, 4, 10)
let subs = [
    Subscription(user: "kim", plan: .monthly, started: date(2024, 1, 31)),
    Subscription(user: "lee", plan: .quarterly, started: date(2023, 11, 15)),
    Subscription(user: "ray", plan: .yearly, started: date(2023, 4, 12)),
]

for s in subs {
    var next = s.started
    var renewals = 0
    while next <= today {
        renewals += 1
        next = cal.date(byAdding: .month, value: s.plan.months * renewals, to: s.started)!
    }
    let days = cal.dateComponents([.day], from: today, to: next).day!
    print("\(s.user) (\(s.plan.rawValue)) started \(df.string(from: s.started)); next \(df.string(from: next)) in \(days) days")
}

print("schedule for kim:")
for i in 1...5 {
    let d = cal.date(byAdding: .month, value: i, to: subs[0].started)!
    print("  #\(i) \(df.string(from: d))")
}

let weekLater = today.addingTimeInterval(7 * 86_400)
let endOfMonth = cal.date(byAdding: DateComponents(month: 1, day: -1), to: date(2024, 4, 1))!
print("week later:", df.string(from: weekLater), "end of month:", df.string(from: endOfMonth))
print("same day?", cal.isDate(weekLater, inSameDayAs: date(2024, 4, 17)))
let diff = cal.dateComponents([.month, .day], from: subs[1].started, to: today)
print("lee has been subscribed \(diff.month!) months \(diff.day!) days")

// expect: kim (monthly) started Jan 31, 2024; next Apr 30, 2024 in 20 days
// expect: lee (quarterly) started Nov 15, 2023; next May 15, 2024 in 35 days
// expect: ray (yearly) started Apr 12, 2023; next Apr 12, 2024 in 2 days
// expect: schedule for kim:
// expect:   #1 Feb 29, 2024
// expect:   #2 Mar 31, 2024
// expect:   #3 Apr 30, 2024
// expect:   #4 May 31, 2024
// expect:   #5 Jun 30, 2024
// expect: week later: Apr 17, 2024 end of month: Apr 30, 2024
// expect: same day? true
// expect: lee has been subscribed 4 months 26 days

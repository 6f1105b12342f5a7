// Swift with Majid style (billing period): monthly billing cycles built with date(byAdding:) and DateInterval, with proration by duration
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

let dayFormat = DateFormatter()
dayFormat.locale = Locale(identifier: "en_US_POSIX")
dayFormat.timeZone = TimeZone(identifier: "UTC")
dayFormat.dateFormat = "MMM d, yyyy"

struct BillingCycle {
    let interval: DateInterval
    var days: Int { Int(interval.duration / 86_400) }
}

func cycles(startingOn anchor: Date, count: Int) -> [BillingCycle] {
    (0..<count).map { i in
        let start = calendar.date(byAdding: .month, value: i, to: anchor)!
        let end = calendar.date(byAdding: .month, value: i + 1, to: anchor)!
        return BillingCycle(interval: DateInterval(start: start, end: end))
    }
}

let anchor = calendar.date(from: DateComponents(year: 2024, month: 1, day: 31))!
let monthlyPrice = 30.0

for cycle in cycles(startingOn: anchor, count: 4) {
    let from = dayFormat.string(from: cycle.interval.start)
    let to = dayFormat.string(from: cycle.interval.end)
    print("\(from) - \(to): \(cycle.days) days")
}

// A plan upgrade mid-cycle: charge only for the remaining part.
let cycle = cycles(startingOn: anchor, count: 2)[1]
let upgrade = calendar.date(from: DateComponents(year: 2024, month: 3, day: 10, hour: 12))!
print("upgrade inside cycle:", cycle.interval.contains(upgrade))
let remaining = DateInterval(start: upgrade, end: cycle.interval.end)
let fraction = remaining.duration / cycle.interval.duration
print(String(format: "remaining fraction: %.4f", fraction))
print(String(format: "prorated charge: $%.2f", fraction * monthlyPrice))
print("remaining hours:", Int(remaining.duration / 3600))

// expect: Jan 31, 2024 - Feb 29, 2024: 29 days
// expect: Feb 29, 2024 - Mar 31, 2024: 31 days
// expect: Mar 31, 2024 - Apr 30, 2024: 30 days
// expect: Apr 30, 2024 - May 31, 2024: 31 days
// expect: upgrade inside cycle: true
// expect: remaining fraction: 0.6613
// expect: prorated charge: $19.84
// expect: remaining hours: 492

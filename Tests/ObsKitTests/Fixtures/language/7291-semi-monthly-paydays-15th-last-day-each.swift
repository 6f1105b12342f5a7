// Sarunw style (payroll calendar): semi-monthly paydays on the 15th and the last day of each month, moved back to Friday on weekends
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = calendar.timeZone
formatter.dateFormat = "EEE MMM d"

func lastDay(ofMonthContaining date: Date) -> Date {
    let start = calendar.date(from: calendar.dateComponents([.year, .month], from: date))!
    let next = calendar.date(byAdding: .month, value: 1, to: start)!
    return calendar.date(byAdding: .day, value: -1, to: next)!
}

func adjustedForWeekend(_ date: Date) -> Date {
    switch calendar.component(.weekday, from: date) {
    case 7: return calendar.date(byAdding: .day, value: -1, to: date)!
    case 1: return calendar.date(byAdding: .day, value: -2, to: date)!
    default: return date
    }
}

var paydays: [Date] = []
for month in 1...6 {
    let fifteenth = calendar.date(from: DateComponents(year: 2024, month: month, day: 15))!
    paydays.append(adjustedForWeekend(fifteenth))
    paydays.append(adjustedForWeekend(lastDay(ofMonthContaining: fifteenth)))
}

for (index, payday) in paydays.enumerated() {
    let moved = calendar.component(.day, from: payday) != 15 && index % 2 == 0
    print("\(index + 1). \(formatter.string(from: payday))\(moved ? " (moved)" : "")")
}

let gaps = zip(paydays, paydays.dropFirst()).map { calendar.dateComponents([.day], from: $0, to: $1).day! }
print("gaps:", gaps)
print("shortest gap:", gaps.min()!, "longest gap:", gaps.max()!)

let fridays = paydays.filter { calendar.component(.weekday, from: $0) == 6 }.count
print("paydays on a Friday:", fridays)
let reference = calendar.date(from: DateComponents(year: 2024, month: 3, day: 20))!
if let next = paydays.first(where: { $0 > reference }) {
    print("next after Mar 20:", formatter.string(from: next))
}

// expect: 1. Mon Jan 15
// expect: 2. Wed Jan 31
// expect: 3. Thu Feb 15
// expect: 4. Thu Feb 29
// expect: 5. Fri Mar 15
// expect: 6. Fri Mar 29
// expect: 7. Mon Apr 15
// expect: 8. Tue Apr 30
// expect: 9. Wed May 15
// expect: 10. Fri May 31
// expect: 11. Fri Jun 14 (moved)
// expect: 12. Fri Jun 28
// expect: gaps: [16, 15, 14, 15, 14, 17, 15, 15, 16, 14, 14]
// expect: shortest gap: 14 longest gap: 17
// expect: paydays on a Friday: 5
// expect: next after Mar 20: Fri Mar 29

// Tutorial style (enumerateDates): list the first Monday of each month in 2025
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(secondsFromGMT: 0)!
cal.locale = Locale(identifier: "en_US_POSIX")

let start = cal.date(from: DateComponents(year: 2024, month: 12, day: 31))!
let target = DateComponents(weekday: 2, weekdayOrdinal: 1)

let fmt = DateFormatter()
fmt.locale = Locale(identifier: "en_US_POSIX")
fmt.timeZone = cal.timeZone
fmt.dateFormat = "MMMM d"

var found: [String] = []
cal.enumerateDates(startingAfter: start, matching: target, matchingPolicy: .nextTime) { date, exact, stop in
    guard let date = date else { return }
    if cal.component(.year, from: date) > 2025 {
        stop = true
        return
    }
    found.append(fmt.string(from: date))
}
for (i, s) in found.enumerated() {
    print("\(i + 1). \(s)")
}
print("Count: \(found.count)")
// expect: 1. January 6
// expect: 2. February 3
// expect: 3. March 3
// expect: 4. April 7
// expect: 5. May 5
// expect: 6. June 2
// expect: 7. July 7
// expect: 8. August 4
// expect: 9. September 1
// expect: 10. October 6
// expect: 11. November 3
// expect: 12. December 1
// expect: Count: 12

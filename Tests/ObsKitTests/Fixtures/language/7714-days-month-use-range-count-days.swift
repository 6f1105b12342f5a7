// Tutorial style (days in month): use range(of:in:for:) to count days in each month of a leap year
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!

func daysIn(month: Int, year: Int) -> Int {
    var comps = DateComponents()
    comps.year = year
    comps.month = month
    comps.day = 1
    let date = cal.date(from: comps)!
    let range = cal.range(of: .day, in: .month, for: date)!
    return range.count
}

let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
var total = 0
for m in 1...12 {
    let n = daysIn(month: m, year: 2024)
    total += n
    print("\(names[m - 1]) 2024: \(n) days")
}
print("Total: \(total)")
print("Feb 2023: \(daysIn(month: 2, year: 2023))")
print("Feb 1900: \(daysIn(month: 2, year: 1900))")
print("Feb 2000: \(daysIn(month: 2, year: 2000))")
// expect: Jan 2024: 31 days
// expect: Feb 2024: 29 days
// expect: Mar 2024: 31 days
// expect: Apr 2024: 30 days
// expect: May 2024: 31 days
// expect: Jun 2024: 30 days
// expect: Jul 2024: 31 days
// expect: Aug 2024: 31 days
// expect: Sep 2024: 30 days
// expect: Oct 2024: 31 days
// expect: Nov 2024: 30 days
// expect: Dec 2024: 31 days
// expect: Total: 366
// expect: Feb 2023: 28
// expect: Feb 1900: 28
// expect: Feb 2000: 29

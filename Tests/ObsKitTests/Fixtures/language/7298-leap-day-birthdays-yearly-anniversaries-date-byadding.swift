// Sarunw style (anniversaries): leap-day birthdays and yearly anniversaries with date(byAdding: .year) and isLeap checks
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

let format = DateFormatter()
format.locale = Locale(identifier: "en_US_POSIX")
format.timeZone = calendar.timeZone
format.dateFormat = "EEE, MMM d, yyyy"

func isLeapYear(_ year: Int) -> Bool {
    let feb = calendar.date(from: DateComponents(year: year, month: 2, day: 1))!
    return calendar.range(of: .day, in: .month, for: feb)!.count == 29
}

print("leap years 1896-1912 and 1996-2024:", (1896...1912).filter(isLeapYear) + (1996...2024).filter(isLeapYear))

let leapBirthday = calendar.date(from: DateComponents(year: 2004, month: 2, day: 29))!
for years in [1, 2, 3, 4, 20] {
    let anniversary = calendar.date(byAdding: .year, value: years, to: leapBirthday)!
    print("+\(years) years:", format.string(from: anniversary))
}

let wedding = calendar.date(from: DateComponents(year: 2015, month: 6, day: 13))!
let milestones = [1: "paper", 5: "wood", 10: "tin", 15: "crystal"]
for years in milestones.keys.sorted() {
    let date = calendar.date(byAdding: .year, value: years, to: wedding)!
    let weekday = calendar.component(.weekday, from: date)
    let weekend = weekday == 1 || weekday == 7
    print("\(years) (\(milestones[years]!)): \(format.string(from: date))\(weekend ? " - weekend!" : "")")
}

let endOfJan = calendar.date(from: DateComponents(year: 2023, month: 1, day: 31))!
let plusMonth = calendar.date(byAdding: .month, value: 1, to: endOfJan)!
let plusTwoMonths = calendar.date(byAdding: .month, value: 2, to: endOfJan)!
let twice = calendar.date(byAdding: .month, value: 1, to: plusMonth)!
print("Jan 31 + 1 month:", format.string(from: plusMonth))
print("Jan 31 + 2 months:", format.string(from: plusTwoMonths))
print("Jan 31 + 1 month + 1 month:", format.string(from: twice))

// expect: leap years 1896-1912 and 1996-2024: [1896, 1904, 1908, 1912, 1996, 2000, 2004, 2008, 2012, 2016, 2020, 2024]
// expect: +1 years: Mon, Feb 28, 2005
// expect: +2 years: Tue, Feb 28, 2006
// expect: +3 years: Wed, Feb 28, 2007
// expect: +4 years: Fri, Feb 29, 2008
// expect: +20 years: Thu, Feb 29, 2024
// expect: 1 (paper): Mon, Jun 13, 2016
// expect: 5 (wood): Sat, Jun 13, 2020 - weekend!
// expect: 10 (tin): Fri, Jun 13, 2025
// expect: 15 (crystal): Thu, Jun 13, 2030
// expect: Jan 31 + 1 month: Tue, Feb 28, 2023
// expect: Jan 31 + 2 months: Fri, Mar 31, 2023
// expect: Jan 31 + 1 month + 1 month: Tue, Mar 28, 2023

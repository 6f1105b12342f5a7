// Hacking with Swift style (age calculator): year/month/day differences, next birthday and weekday names in UTC
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(secondsFromGMT: 0)!

let input = DateFormatter()
input.locale = Locale(identifier: "en_US_POSIX")
input.timeZone = cal.timeZone
input.dateFormat = "dd/MM/yyyy"

let weekdayName = DateFormatter()
weekdayName.locale = Locale(identifier: "en_US_POSIX")
weekdayName.timeZone = cal.timeZone
weekdayName.dateFormat = "EEEE"

let reference = input.date(from: "15/08/2024")!
let people = [("Ava", "02/03/1990"), ("Ben", "15/08/2000"), ("Cleo", "29/02/2016"), ("Dev", "31/12/1985"), ("Eve", "99/99/2000")]

for (name, birth) in people {
    guard let born = input.date(from: birth) else {
        print("\(name): cannot read \(birth)")
        continue
    }
    let age = cal.dateComponents([.year, .month, .day], from: born, to: reference)
    var next = cal.date(bySetting: .year, value: cal.component(.year, from: reference), of: born) ?? born
    var comps = cal.dateComponents([.month, .day], from: born)
    comps.year = cal.component(.year, from: reference)
    next = cal.date(from: comps)!
    if next < reference { next = cal.date(byAdding: .year, value: 1, to: next)! }
    let wait = cal.dateComponents([.day], from: reference, to: next).day!
    print("\(name): \(age.year!)y \(age.month!)m \(age.day!)d, born on a \(weekdayName.string(from: born)), next birthday in \(wait) days (\(input.string(from: next)))")
}

let days = cal.dateComponents([.day], from: input.date(from: "01/01/2024")!, to: reference).day!
print("day of year:", days + 1, cal.ordinality(of: .day, in: .year, for: reference)!)
let hundredDays = cal.date(byAdding: .day, value: 100, to: reference)!
print("100 days later:", input.string(from: hundredDays), weekdayName.string(from: hundredDays))
let isLeap = { (y: Int) in (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 }
print([1900, 2000, 2023, 2024].map { "\($0):\(isLeap($0))" }.joined(separator: " "))

// expect: Ava: 34y 5m 13d, born on a Friday, next birthday in 199 days (02/03/2025)
// expect: Ben: 24y 0m 0d, born on a Tuesday, next birthday in 0 days (15/08/2024)
// expect: Cleo: 8y 5m 17d, born on a Monday, next birthday in 197 days (28/02/2025)
// expect: Dev: 38y 7m 15d, born on a Tuesday, next birthday in 138 days (31/12/2024)
// expect: Eve: cannot read 99/99/2000
// expect: day of year: 228 228
// expect: 100 days later: 23/11/2024 Saturday
// expect: 1900:false 2000:true 2023:false 2024:true

// Tutorial style (Date.FormatStyle fields): date.formatted(.dateTime...) builds a style field by field, in a fixed locale and time zone
import Foundation

let us = Locale(identifier: "en_US")
var utc = Calendar(identifier: .gregorian)
utc.timeZone = TimeZone(identifier: "UTC")!
let base = Date.FormatStyle(locale: us, calendar: utc, timeZone: utc.timeZone)
let launch = Date(timeIntervalSince1970: 1_710_000_000)
let newYear = Date(timeIntervalSince1970: 1_704_067_200 + 9 * 3600 + 5 * 60 + 7)

print(launch.formatted(base.year().month().day()))
print(launch.formatted(base.month(.wide).day().year()))
print(launch.formatted(base.weekday(.wide)))
print(launch.formatted(base.weekday(.abbreviated).month(.abbreviated).day()))
print(launch.formatted(base.hour().minute()))
print(newYear.formatted(base.hour(.twoDigits(amPM: .omitted)).minute(.twoDigits)))
print(newYear.formatted(base.hour(.defaultDigits(amPM: .wide)).minute().second()))
print(newYear.formatted(base.month(.twoDigits).day(.twoDigits).year(.twoDigits)))
print(newYear.formatted(base.day(.ordinalOfDayInMonth).month(.wide)))
print(newYear.formatted(base.quarter().year()))
print(newYear.formatted(base.dayOfYear().year()))
print(launch.formatted(base.month(.narrow)), launch.formatted(base.weekday(.narrow)))
let french = base.locale(Locale(identifier: "fr_FR"))
print(launch.formatted(french.weekday(.wide).day().month(.wide)))

// expect: Mar 9, 2024
// expect: March 9, 2024
// expect: Saturday
// expect: Sat, Mar 9
// expect: 4:00 PM
// expect: 09:05
// expect: 9:05:07 AM
// expect: 01/01/24
// expect: 1 (month: January)
// expect: Q1 2024
// expect: 2024 ├day of year: 1┤
// expect: M S
// expect: samedi 9 mars

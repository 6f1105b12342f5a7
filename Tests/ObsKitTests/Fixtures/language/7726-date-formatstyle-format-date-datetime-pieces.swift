// Tutorial style (Date.FormatStyle): format a date with .dateTime pieces, fixed locale and time zone
import Foundation

let date = Date(timeIntervalSince1970: 1_700_000_000)
var style = Date.FormatStyle.dateTime
style.timeZone = TimeZone(identifier: "UTC")!
style.locale = Locale(identifier: "en_US")

print(date.formatted(style.year().month(.wide).day()))
print(date.formatted(style.year().month(.abbreviated).day()))
print(date.formatted(style.month(.twoDigits).day(.twoDigits).year()))
print(date.formatted(style.weekday(.wide)))
print(date.formatted(style.hour().minute()))
print(date.formatted(style.year()))
print(date.formatted(style.month(.wide)))
// expect: November 14, 2023
// expect: Nov 14, 2023
// expect: 11/14/2023
// expect: Tuesday
// expect: 10:13 PM
// expect: 2023
// expect: November

// Tutorial style (Date.FormatStyle): formatting a fixed date with pinned locale and time zone
import Foundation

let date = Date(timeIntervalSince1970: 1_718_454_645) // 2024-06-15 12:30:45 UTC
let utc = TimeZone(identifier: "UTC")!
let en = Locale(identifier: "en_US")

var style = Date.FormatStyle(date: .abbreviated, time: .shortened)
style.locale = en
style.timeZone = utc
print(date.formatted(style))

var longStyle = Date.FormatStyle(date: .long, time: .omitted)
longStyle.timeZone = utc
print(date.formatted(longStyle.locale(en)))
print(date.formatted(longStyle.locale(Locale(identifier: "fr_FR"))))
print(date.formatted(longStyle.locale(Locale(identifier: "de_DE"))))

var numeric = Date.FormatStyle(date: .numeric, time: .standard)
numeric.timeZone = utc
print(date.formatted(numeric.locale(en)))

var custom = Date.FormatStyle.dateTime
custom.timeZone = utc
print(date.formatted(custom.year().month(.wide).day().locale(en)))
print(date.formatted(custom.weekday(.wide).locale(en)))
print(date.formatted(custom.hour(.twoDigits(amPM: .omitted)).minute().locale(en)))

print(date.formatted(.iso8601))
print(date.formatted(.iso8601.year().month().day()))
// expect: Jun 15, 2024 at 12:30 PM
// expect: June 15, 2024
// expect: 15 juin 2024
// expect: 15. Juni 2024
// expect: 6/15/2024, 12:30:45 PM
// expect: June 15, 2024
// expect: Saturday
// expect: 12:30
// expect: 2024-06-15T12:30:45Z
// expect: 2024-06-15

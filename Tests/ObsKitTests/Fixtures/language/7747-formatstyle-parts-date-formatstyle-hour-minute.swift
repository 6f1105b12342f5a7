// Tutorial style (FormatStyle parts): Date.FormatStyle with hour/minute and dates in Paris and New York
import Foundation

let moment = Date(timeIntervalSince1970: 1_720_000_000)

func show(_ zoneID: String) {
    let zone = TimeZone(identifier: zoneID)!
    let base = Date.FormatStyle(locale: Locale(identifier: "en_US"), timeZone: zone)
    let dateOnly = moment.formatted(base.year().month(.abbreviated).day())
    let monthDay = moment.formatted(base.month(.wide).day())
    let hm = moment.formatted(base.hour(.twoDigits(amPM: .omitted)).minute(.twoDigits))
    print("\(zoneID): \(dateOnly) | \(monthDay) | \(hm)")
}

show("UTC")
show("Europe/Paris")
show("America/New_York")

let gb = Date.FormatStyle(date: .numeric, time: .omitted, locale: Locale(identifier: "en_GB"), timeZone: TimeZone(identifier: "UTC")!)
print(moment.formatted(gb))
let us = Date.FormatStyle(date: .abbreviated, time: .omitted, locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
print(moment.formatted(us))
// expect: UTC: Jul 3, 2024 | July 3 | 09:46
// expect: Europe/Paris: Jul 3, 2024 | July 3 | 11:46
// expect: America/New_York: Jul 3, 2024 | July 3 | 05:46
// expect: 03/07/2024
// expect: Jul 3, 2024

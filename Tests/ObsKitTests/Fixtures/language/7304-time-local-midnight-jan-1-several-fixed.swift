// Hacking with Swift style (New Year countdown): time to local midnight on Jan 1 in several fixed-offset zones from one instant
import Foundation

struct City {
    let name: String
    let offsetHours: Double
    var zone: TimeZone { TimeZone(secondsFromGMT: Int(offsetHours * 3600))! }
}

let cities = [
    City(name: "Auckland", offsetHours: 13),
    City(name: "Tokyo", offsetHours: 9),
    City(name: "Kathmandu", offsetHours: 5.75),
    City(name: "London", offsetHours: 0),
    City(name: "New York", offsetHours: -5),
    City(name: "Honolulu", offsetHours: -10),
]

let now = Date(timeIntervalSince1970: 1_735_650_000)  // 2024-12-31 13:00 UTC

let local = DateFormatter()
local.locale = Locale(identifier: "en_US_POSIX")
local.dateFormat = "yyyy-MM-dd HH:mm"

for city in cities {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = city.zone
    local.timeZone = city.zone
    let year = calendar.component(.year, from: now)
    let newYear = calendar.date(from: DateComponents(year: year + 1, month: 1, day: 1))!
    let left = calendar.dateComponents([.hour, .minute], from: now, to: newYear)
    let label = calendar.component(.year, from: now) == 2025 ? "already celebrating" : "\(left.hour!)h \(left.minute!)m to go"
    print("\(city.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(local.string(from: now))  \(label)")
}

var utc = Calendar(identifier: .gregorian)
utc.timeZone = TimeZone(identifier: "UTC")!
let startOfUTCDay = utc.startOfDay(for: now)
print("UTC day started", Int(now.timeIntervalSince(startOfUTCDay) / 3600), "hours ago")

let ordered = cities.sorted { $0.offsetHours > $1.offsetHours }.map(\.name)
print("celebration order:", ordered.joined(separator: " > "))
let spread = (cities.map(\.offsetHours).max()! - cities.map(\.offsetHours).min()!)
print("hours between first and last:", Int(spread))

// expect: Auckland   2025-01-01 02:00  already celebrating
// expect: Tokyo      2024-12-31 22:00  2h 0m to go
// expect: Kathmandu  2024-12-31 18:45  5h 15m to go
// expect: London     2024-12-31 13:00  11h 0m to go
// expect: New York   2024-12-31 08:00  16h 0m to go
// expect: Honolulu   2024-12-31 03:00  21h 0m to go
// expect: UTC day started 13 hours ago
// expect: celebration order: Auckland > Tokyo > Kathmandu > London > New York > Honolulu
// expect: hours between first and last: 23

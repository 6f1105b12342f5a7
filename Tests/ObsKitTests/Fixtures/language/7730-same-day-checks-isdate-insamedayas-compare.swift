// Tutorial style (same day checks): isDate(_:inSameDayAs:) and compare(_:to:toGranularity:) in New York
import Foundation

var ny = Calendar(identifier: .gregorian)
ny.timeZone = TimeZone(identifier: "America/New_York")!
var utc = Calendar(identifier: .gregorian)
utc.timeZone = TimeZone(identifier: "UTC")!

let late = Date(timeIntervalSince1970: 1_704_077_000)  // 2024-01-01 02:43 UTC
let early = Date(timeIntervalSince1970: 1_704_040_000) // 2023-12-31 16:26 UTC

print("Same day in NY: \(ny.isDate(late, inSameDayAs: early))")
print("Same day in UTC: \(utc.isDate(late, inSameDayAs: early))")

let granularities: [(Calendar.Component, String)] = [(.year, "year"), (.month, "month"), (.day, "day"), (.hour, "hour")]
for (g, name) in granularities {
    let r = ny.compare(early, to: late, toGranularity: g)
    let text: String
    switch r {
    case .orderedAscending: text = "ascending"
    case .orderedSame: text = "same"
    case .orderedDescending: text = "descending"
    }
    print("NY by \(name): \(text)")
}
print("UTC year of late: \(utc.component(.year, from: late))")
print("NY year of late: \(ny.component(.year, from: late))")
// expect: Same day in NY: true
// expect: Same day in UTC: false
// expect: NY by year: same
// expect: NY by month: same
// expect: NY by day: same
// expect: NY by hour: ascending
// expect: UTC year of late: 2024
// expect: NY year of late: 2023

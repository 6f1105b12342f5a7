// Apple docs style (Date): fixed dates, intervals and comparisons
import Foundation

let launch = Date(timeIntervalSince1970: 1_700_000_000)
let landing = Date(timeIntervalSince1970: 1_700_086_400 + 5_400)
print("launch:", launch)
print("landing:", landing)

let flight = landing.timeIntervalSince(launch)
print("flight seconds:", flight)
let hours = Int(flight) / 3600
let minutes = (Int(flight) % 3600) / 60
print("flight: \(hours)h \(minutes)m")

// Adding intervals
let oneDay: TimeInterval = 24 * 60 * 60
let tomorrow = launch.addingTimeInterval(oneDay)
let lastWeek = launch.addingTimeInterval(-7 * oneDay)
print("tomorrow:", tomorrow)
print("last week:", lastWeek)
print("with + operator:", launch + 90)
print("with - operator:", launch - 3600)

// Comparisons and sorting
let dates = [landing, lastWeek, launch, tomorrow]
let sorted = dates.sorted()
for d in sorted {
    print("  \(Int(d.timeIntervalSince1970))")
}
print("launch < landing:", launch < landing)
print("earlier:", Int(launch.distance(to: lastWeek)), Int(min(launch, lastWeek).timeIntervalSince1970))
print("compare:", launch.compare(landing) == .orderedAscending)

// Reference date and epoch
let epoch = Date(timeIntervalSince1970: 0)
print("epoch:", epoch)
print("reference date:", Date(timeIntervalSinceReferenceDate: 0))
print("reference offset:", Date(timeIntervalSinceReferenceDate: 0).timeIntervalSince1970)
print("launch since reference:", launch.timeIntervalSinceReferenceDate)

// DateInterval
let trip = DateInterval(start: launch, end: landing)
print("interval duration:", trip.duration)
print("contains tomorrow:", trip.contains(tomorrow))
print("contains last week:", trip.contains(lastWeek))
let overlapping = DateInterval(start: tomorrow, duration: oneDay)
if let shared = trip.intersection(with: overlapping) {
    print("overlap:", shared.duration, "seconds")
}

// Formatting an elapsed time without DateFormatter
func elapsed(_ seconds: TimeInterval) -> String {
    let total = Int(seconds)
    let d = total / 86_400, h = (total % 86_400) / 3600, m = (total % 3600) / 60, s = total % 60
    return String(format: "%dd %02d:%02d:%02d", d, h, m, s)
}
print(elapsed(flight))
print(elapsed(123_456))

// expect: launch: 2023-11-14 22:13:20 +0000
// expect: landing: 2023-11-15 23:43:20 +0000
// expect: flight seconds: 91800.0
// expect: flight: 25h 30m
// expect: tomorrow: 2023-11-15 22:13:20 +0000
// expect: last week: 2023-11-07 22:13:20 +0000
// expect: with + operator: 2023-11-14 22:14:50 +0000
// expect: with - operator: 2023-11-14 21:13:20 +0000
// expect:   1699395200
// expect:   1700000000
// expect:   1700086400
// expect:   1700091800
// expect: launch < landing: true
// expect: earlier: -604800 1699395200
// expect: compare: true
// expect: epoch: 1970-01-01 00:00:00 +0000
// expect: reference date: 2001-01-01 00:00:00 +0000
// expect: reference offset: 978307200.0
// expect: launch since reference: 721692800.0
// expect: interval duration: 91800.0
// expect: contains tomorrow: true
// expect: contains last week: false
// expect: overlap: 5400.0 seconds
// expect: 1d 01:30:00
// expect: 1d 10:17:36

// Apple docs style (Date): fixed dates and time interval arithmetic
import Foundation

let launch = Date(timeIntervalSince1970: 1_700_000_000)
print("launch: \(launch)")
print("since 1970: \(launch.timeIntervalSince1970)")
print("since 2001: \(launch.timeIntervalSinceReferenceDate)")

let oneHour: TimeInterval = 60 * 60
let oneDay: TimeInterval = 24 * oneHour

let reminder = launch.addingTimeInterval(-2 * oneHour)
let followUp = launch.addingTimeInterval(3 * oneDay + 30 * 60)
print("reminder: \(reminder)")
print("follow up: \(followUp)")

let gap = followUp.timeIntervalSince(reminder)
print("gap seconds: \(gap)")
print("gap hours: \(gap / oneHour)")

let alsoLaunch = Date(timeInterval: 2 * oneHour, since: reminder)
print("same instant: \(alsoLaunch == launch)")
print("ordered: \(reminder < launch && launch < followUp)")
print("earlier: \(min(followUp, reminder))")

let refStart = Date(timeIntervalSinceReferenceDate: 0)
print("reference date: \(refStart)")
print("epoch: \(Date(timeIntervalSince1970: 0))")

// countdown display
var remaining = followUp.timeIntervalSince(launch)
let days = Int(remaining / oneDay)
remaining -= Double(days) * oneDay
let hours = Int(remaining / oneHour)
remaining -= Double(hours) * oneHour
let minutes = Int(remaining / 60)
print("countdown: \(days)d \(hours)h \(minutes)m")

let deadlines = [followUp, reminder, launch].sorted()
print(deadlines.map { Int($0.timeIntervalSince1970) })

// expect: launch: 2023-11-14 22:13:20 +0000
// expect: since 1970: 1700000000.0
// expect: since 2001: 721692800.0
// expect: reminder: 2023-11-14 20:13:20 +0000
// expect: follow up: 2023-11-17 22:43:20 +0000
// expect: gap seconds: 268200.0
// expect: gap hours: 74.5
// expect: same instant: true
// expect: ordered: true
// expect: earlier: 2023-11-14 20:13:20 +0000
// expect: reference date: 2001-01-01 00:00:00 +0000
// expect: epoch: 1970-01-01 00:00:00 +0000
// expect: countdown: 3d 0h 30m
// expect: [1699992800, 1700000000, 1700261000]

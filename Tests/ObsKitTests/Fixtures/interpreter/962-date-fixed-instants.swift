// Foundation Date from fixed instants: intervals, adding TimeInterval, comparison, sorting, and printing.
// Expected output: swiftc 6.3.1 on this machine.
import Foundation

let opening = Date(timeIntervalSince1970: 1_704_067_200)
let minute: TimeInterval = 60
let closing = opening.addingTimeInterval(8 * 60 * minute)
print(opening)
print(closing, closing.timeIntervalSince(opening) / 3600)
var reminder = opening + 15 * minute
reminder += 30
print(reminder.timeIntervalSince1970, reminder > opening, opening == Date(timeIntervalSince1970: 1_704_067_200))
let milestones = [closing, opening, reminder].sorted()
print(milestones.map { Int($0.timeIntervalSince(opening)) })
print(opening.distance(to: closing), closing.advanced(by: -3600).timeIntervalSince1970)
print(Date(timeIntervalSinceReferenceDate: 0), Date.distantFuture > closing)

// expect: 2024-01-01 00:00:00 +0000
// expect: 2024-01-01 08:00:00 +0000 8.0
// expect: 1704068130.0 true true
// expect: [0, 930, 28800]
// expect: 28800.0 1704092400.0
// expect: 2001-01-01 00:00:00 +0000 true

// Tutorial style (Date intervals): DateInterval, durations and bucketing fixed timestamps
import Foundation

let base = Date(timeIntervalSince1970: 1_600_000_000)
let meeting = DateInterval(start: base, duration: 90 * 60)
print(meeting.duration)
print(meeting.end.timeIntervalSince1970)
print(meeting.contains(base.addingTimeInterval(3600)))
print(meeting.contains(base.addingTimeInterval(2 * 3600)))

let lunch = DateInterval(start: base.addingTimeInterval(3600), end: base.addingTimeInterval(3 * 3600))
print(meeting.intersects(lunch))
if let overlap = meeting.intersection(with: lunch) {
    print(overlap.duration / 60, "minutes overlap")
}

let stamps: [TimeInterval] = [0, 59, 60, 3599, 3600, 7261]
for s in stamps {
    let total = Int(s)
    let h = total / 3600, m = (total % 3600) / 60, sec = total % 60
    print(String(format: "%02d:%02d:%02d", h, m, sec))
}

let events = stamps.map { base.addingTimeInterval($0) }
let buckets = Dictionary(grouping: events) { Int($0.timeIntervalSince(base)) / 3600 }
for key in buckets.keys.sorted() {
    print("hour \(key): \(buckets[key]!.count)")
}
print(Date.distantPast < base, Date.distantFuture > base)
// expect: 5400.0
// expect: 1600005400.0
// expect: true
// expect: false
// expect: true
// expect: 30.0 minutes overlap
// expect: 00:00:00
// expect: 00:00:59
// expect: 00:01:00
// expect: 00:59:59
// expect: 01:00:00
// expect: 02:01:01
// expect: hour 0: 4
// expect: hour 1: 1
// expect: hour 2: 1
// expect: true true

// App code style: a meeting scheduler sorting fixed dates and computing gaps with timeIntervalSince
import Foundation

struct Meeting {
    let title: String
    let start: Date
    let minutes: Double
    var end: Date { start.addingTimeInterval(minutes * 60) }
}

let base = Date(timeIntervalSince1970: 1_710_000_000) // 2024-03-09 16:00:00 UTC
let meetings = [
    Meeting(title: "Design review", start: base.addingTimeInterval(3 * 3600), minutes: 45),
    Meeting(title: "Standup", start: base, minutes: 15),
    Meeting(title: "1:1", start: base.addingTimeInterval(90 * 60), minutes: 30),
    Meeting(title: "Retro", start: base.addingTimeInterval(2 * 3600), minutes: 60),
]

let sorted = meetings.sorted { $0.start < $1.start }
for m in sorted {
    let offset = m.start.timeIntervalSince(base)
    print("\(m.title): +\(Int(offset / 60)) min, ends at \(m.end.timeIntervalSince1970)")
}

for (a, b) in zip(sorted, sorted.dropFirst()) {
    let gap = b.start.timeIntervalSince(a.end)
    if gap < 0 {
        print("overlap: \(a.title) and \(b.title) by \(Int(-gap / 60)) min")
    } else {
        print("gap after \(a.title): \(Int(gap / 60)) min")
    }
}

let first = meetings.min { $0.start < $1.start }!
let last = meetings.max { $0.end < $1.end }!
print("day spans \(last.end.timeIntervalSince(first.start) / 3600) hours")
print("first is \(first.title), last to end is \(last.title)")
print("standup before retro:", meetings[1].start < meetings[3].start)
print("equal dates:", base == Date(timeIntervalSince1970: 1_710_000_000))
let cutoff = base.addingTimeInterval(2 * 3600)
let afterCutoff = meetings.filter { $0.start >= cutoff }.map { $0.title }.sorted()
print("from cutoff:", afterCutoff)
print("distant ordering:", Date.distantPast < base, base < Date.distantFuture)
// expect: Standup: +0 min, ends at 1710000900.0
// expect: 1:1: +90 min, ends at 1710007200.0
// expect: Retro: +120 min, ends at 1710010800.0
// expect: Design review: +180 min, ends at 1710013500.0
// expect: gap after Standup: 75 min
// expect: gap after 1:1: 0 min
// expect: gap after Retro: 0 min
// expect: day spans 3.75 hours
// expect: first is Standup, last to end is Design review
// expect: standup before retro: true
// expect: equal dates: true
// expect: from cutoff: ["Design review", "Retro"]
// expect: distant ordering: true true

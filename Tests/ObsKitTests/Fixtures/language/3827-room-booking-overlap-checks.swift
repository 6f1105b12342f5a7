// App code style: room booking overlap checks with DateInterval and ClosedRange<Date>
import Foundation

let t0 = Date(timeIntervalSince1970: 1_720_000_000)
func at(_ minutes: Double) -> Date { t0.addingTimeInterval(minutes * 60) }

struct Booking { let who: String; let slot: DateInterval }
let bookings = [
    Booking(who: "Ana", slot: DateInterval(start: at(0), duration: 3600)),
    Booking(who: "Ben", slot: DateInterval(start: at(30), end: at(90))),
    Booking(who: "Cat", slot: DateInterval(start: at(120), duration: 1800)),
    Booking(who: "Dev", slot: DateInterval(start: at(60), end: at(120))),
]

for b in bookings {
    print("\(b.who): \(Int(b.slot.start.timeIntervalSince(t0) / 60))-\(Int(b.slot.end.timeIntervalSince(t0) / 60)) min, \(b.slot.duration / 60) min long")
}
for i in 0..<bookings.count {
    for j in (i + 1)..<bookings.count {
        let a = bookings[i], b = bookings[j]
        if let overlap = a.slot.intersection(with: b.slot) {
            print("\(a.who)/\(b.who) intersect: \(overlap.duration / 60) min, intersects=\(a.slot.intersects(b.slot))")
        }
    }
}
let probe = at(45)
let containing = bookings.filter { $0.slot.contains(probe) }.map { $0.who }
print("busy at +45:", containing)
let sortedByEnd = bookings.sorted { $0.slot.end < $1.slot.end || ($0.slot.end == $1.slot.end && $0.who < $1.who) }
print("by end:", sortedByEnd.map { $0.who })
print("compare Ana vs Ben:", bookings[0].slot < bookings[1].slot, bookings[0].slot == DateInterval(start: at(0), end: at(60)))

let lunch: ClosedRange<Date> = at(60)...at(90)
print("lunch contains +60:", lunch.contains(at(60)), "+90:", lunch.contains(at(90)), "+91:", lunch.contains(at(91)))
let openEnded: Range<Date> = at(0)..<at(60)
print("half-open contains +60:", openEnded.contains(at(60)))
print("lunch overlaps morning:", lunch.overlaps(at(0)...at(60)))
let clamped = lunch.clamped(to: at(75)...at(200))
print("clamped:", clamped.lowerBound.timeIntervalSince(t0), clamped.upperBound.timeIntervalSince(t0))
let free = DateInterval(start: at(150), end: at(240))
print("free slot hours:", free.duration / 3600, "free from Cat:", !free.intersects(bookings[2].slot))
// expect: Ana: 0-60 min, 60.0 min long
// expect: Ben: 30-90 min, 60.0 min long
// expect: Cat: 120-150 min, 30.0 min long
// expect: Dev: 60-120 min, 60.0 min long
// expect: Ana/Ben intersect: 30.0 min, intersects=true
// expect: Ana/Dev intersect: 0.0 min, intersects=true
// expect: Ben/Dev intersect: 30.0 min, intersects=true
// expect: Cat/Dev intersect: 0.0 min, intersects=true
// expect: busy at +45: ["Ana", "Ben"]
// expect: by end: ["Ana", "Ben", "Dev", "Cat"]
// expect: compare Ana vs Ben: true true
// expect: lunch contains +60: true +90: true +91: false
// expect: half-open contains +60: false
// expect: lunch overlaps morning: true
// expect: clamped: 4500.0 5400.0
// expect: free slot hours: 1.5 free from Cat: false

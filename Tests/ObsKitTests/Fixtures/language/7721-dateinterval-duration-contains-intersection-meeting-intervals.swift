// Tutorial style (DateInterval): duration, contains and intersection of meeting intervals
import Foundation

let base = Date(timeIntervalSinceReferenceDate: 700_000_000)

let meetingA = DateInterval(start: base, duration: 3600)
let meetingB = DateInterval(start: base.addingTimeInterval(1800), end: base.addingTimeInterval(5400))
let meetingC = DateInterval(start: base.addingTimeInterval(7200), duration: 600)

print("A duration: \(meetingA.duration)")
print("B duration minutes: \(meetingB.duration / 60)")
print("A contains base+10m: \(meetingA.contains(base.addingTimeInterval(600)))")
print("A contains end: \(meetingA.contains(meetingA.end))")
print("A intersects B: \(meetingA.intersects(meetingB))")
print("A intersects C: \(meetingA.intersects(meetingC))")

if let overlap = meetingA.intersection(with: meetingB) {
    print("Overlap seconds: \(overlap.duration)")
    print("Overlap starts after base: \(overlap.start.timeIntervalSince(base))")
}
print("A∩C is nil: \(meetingA.intersection(with: meetingC) == nil)")
print("A < C: \(meetingA < meetingC)")
print("A == A copy: \(meetingA == DateInterval(start: base, duration: 3600))")
// expect: A duration: 3600.0
// expect: B duration minutes: 60.0
// expect: A contains base+10m: true
// expect: A contains end: true
// expect: A intersects B: true
// expect: A intersects C: false
// expect: Overlap seconds: 1800.0
// expect: Overlap starts after base: 1800.0
// expect: A∩C is nil: true
// expect: A < C: true
// expect: A == A copy: true

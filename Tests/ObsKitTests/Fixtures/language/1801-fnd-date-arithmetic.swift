// Foundation Date with fixed instants: `Date(timeIntervalSince1970:)`, adding TimeInterval, `timeIntervalSince`, comparison, sorting and `distance(to:)`.
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

let launch = Date(timeIntervalSince1970: 1_700_000_000)
let hour: TimeInterval = 60 * 60
let day = 24 * hour

let meeting = launch.addingTimeInterval(2 * hour)
let deadline = launch + 3 * day
let earlier = launch - 90

print(meeting.timeIntervalSince1970)
print(deadline.timeIntervalSince(launch) / day, "days")
print(earlier < launch, meeting > deadline, launch == Date(timeIntervalSince1970: 1_700_000_000))
print(launch.distance(to: meeting))
print(meeting.timeIntervalSince(deadline))

let events = [("ship", deadline), ("kickoff", launch), ("sync", meeting), ("prep", earlier)]
for (name, date) in events.sorted(by: { $0.1 < $1.1 }) {
    let offset = Int(date.timeIntervalSince(launch))
    print(name, offset >= 0 ? "+\(offset)s" : "\(offset)s")
}
print(max(meeting, deadline) == deadline, [launch, earlier].min()! == earlier)

var reminder = launch
reminder += 15 * 60
print(reminder.timeIntervalSince1970 - launch.timeIntervalSince1970)
print(Date(timeIntervalSinceReferenceDate: 0).timeIntervalSince1970)
print(Date.distantPast < launch, launch < Date.distantFuture)

// expect: 1700007200.0
// expect: 3.0 days
// expect: true false true
// expect: 7200.0
// expect: -252000.0
// expect: prep -90s
// expect: kickoff +0s
// expect: sync +7200s
// expect: ship +259200s
// expect: true true
// expect: 900.0
// expect: 978307200.0
// expect: true true

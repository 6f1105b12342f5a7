// Small CLI style (build timeline): durations formatted from TimeInterval with floor and fmod, events sorted by Date
import Foundation

struct Event {
    let name: String
    let start: Date
    let end: Date
    var duration: TimeInterval { end.timeIntervalSince(start) }
}

let t0 = Date(timeIntervalSince1970: 1_600_000_000)
let events = [
    Event(name: "compile", start: t0.addingTimeInterval(12.5), end: t0.addingTimeInterval(187.25)),
    Event(name: "fetch deps", start: t0, end: t0.addingTimeInterval(12.5)),
    Event(name: "test", start: t0.addingTimeInterval(187.25), end: t0.addingTimeInterval(3_912.0)),
    Event(name: "package", start: t0.addingTimeInterval(3_912.0), end: t0.addingTimeInterval(3_960.75)),
]

func format(_ interval: TimeInterval) -> String {
    let hours = Int(floor(interval / 3600))
    let minutes = Int(floor(fmod(interval, 3600) / 60))
    let seconds = fmod(interval, 60)
    if hours > 0 { return String(format: "%dh %02dm %04.1fs", hours, minutes, seconds) }
    if minutes > 0 { return String(format: "%dm %04.1fs", minutes, seconds) }
    return String(format: "%.2fs", seconds)
}

let stamp = DateFormatter()
stamp.locale = Locale(identifier: "en_US_POSIX")
stamp.timeZone = TimeZone(identifier: "UTC")
stamp.dateFormat = "HH:mm:ss.SSS"

for e in events.sorted(by: { $0.start < $1.start }) {
    print(stamp.string(from: e.start), e.name.padding(toLength: 11, withPad: " ", startingAt: 0), format(e.duration))
}
let total = events.map(\.duration).reduce(0, +)
print("total:", format(total))
let longest = events.max { $0.duration < $1.duration }!
print("longest:", longest.name, String(format: "%.1f%%", longest.duration / total * 100))

let deadline = t0.addingTimeInterval(3_600)
let late = events.filter { $0.end > deadline }.map(\.name)
print("finished after deadline:", late)
print("compile before test:", events[0].end <= events[2].start, events[0].start == events[1].end)
let mid = Date(timeIntervalSince1970: (events[1].start.timeIntervalSince1970 + events[3].end.timeIntervalSince1970) / 2)
print("midpoint:", stamp.string(from: mid), mid.timeIntervalSince1970)
print(format(0.256), format(59.99), format(61), format(7322.5))

// expect: 12:26:40.000 fetch deps  12.50s
// expect: 12:26:52.500 compile     2m 54.8s
// expect: 12:29:47.250 test        1h 02m 04.8s
// expect: 13:31:52.000 package     48.75s
// expect: total: 1h 06m 00.8s
// expect: longest: test 94.0%
// expect: finished after deadline: ["test", "package"]
// expect: compile before test: true true
// expect: midpoint: 12:59:40.375 1600001980.375
// expect: 0.26s 59.99s 1m 01.0s 2h 02m 02.5s

// Hacking with Swift style (Date-free scheduling): meetings as Int minutes since midnight, HH:mm formatting and overlap detection
struct Meeting: CustomStringConvertible {
    let title: String
    let start: Int
    let duration: Int
    var end: Int { start + duration }

    func overlaps(_ other: Meeting) -> Bool {
        start < other.end && other.start < end
    }

    var description: String { "\(clock(start))-\(clock(end)) \(title)" }
}

func clock(_ minutes: Int) -> String {
    let h = (minutes / 60) % 24, m = minutes % 60
    return (h < 10 ? "0" : "") + "\(h):" + (m < 10 ? "0" : "") + "\(m)"
}

func minutes(_ text: String) -> Int? {
    let parts = text.split(separator: ":").compactMap { Int($0) }
    guard parts.count == 2, (0..<24).contains(parts[0]), (0..<60).contains(parts[1]) else { return nil }
    return parts[0] * 60 + parts[1]
}

let meetings = [
    Meeting(title: "Stand-up", start: minutes("09:00")!, duration: 15),
    Meeting(title: "Design review", start: minutes("10:30")!, duration: 60),
    Meeting(title: "1:1", start: minutes("11:15")!, duration: 30),
    Meeting(title: "Lunch", start: minutes("12:00")!, duration: 45),
    Meeting(title: "Planning", start: minutes("09:10")!, duration: 50),
].sorted { ($0.start, $0.title) < ($1.start, $1.title) }

meetings.forEach { print($0) }

var conflicts: [String] = []
for (i, a) in meetings.enumerated() {
    for b in meetings[(i + 1)...] where a.overlaps(b) {
        conflicts.append("\(a.title) x \(b.title) (\(min(a.end, b.end) - b.start) min)")
    }
}
print(conflicts)

let busy = meetings.reduce(0) { $0 + $1.duration }
print("booked \(busy / 60)h \(busy % 60)m")
print(minutes("24:00") as Any, minutes("7:5") as Any, minutes("noon") as Any)
print(clock(23 * 60 + 50 + 25), clock(0), clock(61))

let dayStart = minutes("08:30")!
let slots = stride(from: dayStart, to: dayStart + 120, by: 25).map(clock)
print(slots)

// expect: 09:00-09:15 Stand-up
// expect: 09:10-10:00 Planning
// expect: 10:30-11:30 Design review
// expect: 11:15-11:45 1:1
// expect: 12:00-12:45 Lunch
// expect: ["Stand-up x Planning (5 min)", "Design review x 1:1 (15 min)"]
// expect: booked 3h 20m
// expect: nil Optional(425) nil
// expect: 00:15 00:00 01:01
// expect: ["08:30", "08:55", "09:20", "09:45", "10:10"]

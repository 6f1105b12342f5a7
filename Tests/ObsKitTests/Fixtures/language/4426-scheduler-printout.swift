// App code style: a simple meeting scheduler printing agenda, conflicts and summaries

struct Time: CustomStringConvertible, Comparable {
    let minutes: Int
    init(_ h: Int, _ m: Int) { minutes = h * 60 + m }
    init(minutes: Int) { self.minutes = minutes }
    var description: String {
        let h = minutes / 60, m = minutes % 60
        return "\(h < 10 ? "0" : "")\(h):\(m < 10 ? "0" : "")\(m)"
    }
    static func < (a: Time, b: Time) -> Bool { a.minutes < b.minutes }
}

enum Room: String, CaseIterable { case alpha = "Alpha", beta = "Beta" }

struct Meeting {
    let title: String
    let room: Room
    let start: Time
    let length: Int
    var end: Time { Time(minutes: start.minutes + length) }
}

let meetings = [
    Meeting(title: "Standup", room: .alpha, start: Time(9, 0), length: 15),
    Meeting(title: "Design review", room: .alpha, start: Time(9, 10), length: 60),
    Meeting(title: "Lunch talk", room: .beta, start: Time(12, 30), length: 45),
    Meeting(title: "1:1", room: .beta, start: Time(13, 0), length: 30),
    Meeting(title: "Retro", room: .alpha, start: Time(16, 0), length: 50),
]

print("AGENDA")
for m in meetings.sorted(by: { $0.start < $1.start }) {
    print("  \(m.start)-\(m.end)  \(m.room.rawValue.padding(6))\(m.title)")
}

extension String {
    func padding(_ w: Int) -> String { self + String(repeating: " ", count: max(0, w - count)) }
}

func conflicts(in room: Room) -> [(String, String)] {
    let ms = meetings.filter { $0.room == room }.sorted { $0.start < $1.start }
    var out: [(String, String)] = []
    for i in 0..<ms.count {
        for j in (i + 1)..<ms.count where ms[j].start < ms[i].end {
            out.append((ms[i].title, ms[j].title))
        }
    }
    return out
}

for room in Room.allCases {
    let c = conflicts(in: room)
    print("\(room): \(c.isEmpty ? "no conflicts" : "\(c.count) conflict(s)")")
    for pair in c { print("   ", pair) }
}

let busy = Room.allCases.map { r in (r, meetings.filter { $0.room == r }.reduce(0) { $0 + $1.length }) }
print(busy)
print(busy.map { "\($0.0.rawValue)=\($0.1)m" })
let earliest = meetings.map(\.start).min()!
let latest = meetings.map(\.end).max()!
print("span:", earliest, "to", latest)
print(Room.allCases)
print(Time(0, 5), Time(23, 59), Time(minutes: 61))

// expect: AGENDA
// expect:   09:00-09:15  Alpha Standup
// expect:   09:10-10:10  Alpha Design review
// expect:   12:30-13:15  Beta  Lunch talk
// expect:   13:00-13:30  Beta  1:1
// expect:   16:00-16:50  Alpha Retro
// expect: alpha: 1 conflict(s)
// expect:     ("Standup", "Design review")
// expect: beta: 1 conflict(s)
// expect:     ("Lunch talk", "1:1")
// expect: [(main.Room.alpha, 125), (main.Room.beta, 75)]
// expect: ["Alpha=125m", "Beta=75m"]
// expect: span: 09:00 to 16:50
// expect: [main.Room.alpha, main.Room.beta]
// expect: 00:05 23:59 01:01

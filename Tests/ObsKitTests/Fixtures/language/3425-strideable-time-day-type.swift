// App code style: a Strideable time-of-day type, so ranges and stride(from:to:by:) over it are Sequences, for a meeting-slot planner
struct Clock: Strideable, CustomStringConvertible {
    let minutes: Int
    init(_ h: Int, _ m: Int = 0) { minutes = h * 60 + m }
    init(minutes: Int) { self.minutes = minutes }

    func distance(to other: Clock) -> Int { other.minutes - minutes }
    func advanced(by n: Int) -> Clock { Clock(minutes: minutes + n) }

    var description: String {
        let h = minutes / 60, m = minutes % 60
        return "\(h < 10 ? "0" : "")\(h):\(m < 10 ? "0" : "")\(m)"
    }
}

let open = Clock(9), close = Clock(12)
let slots = Array(stride(from: open, to: close, by: 45))
print(slots)
let busy: [ClosedRange<Clock>] = [Clock(9, 30)...Clock(10, 15), Clock(11)...Clock(11, 20)]
let free = slots.filter { s in !busy.contains { $0.contains(s) } }
print("free:", free)
print(Clock(10) < Clock(10, 1), Clock(8, 59).advanced(by: 2), Clock(9).distance(to: Clock(17, 30)))
let quarterHours = Clock(13)...Clock(14)
print(quarterHours.contains(Clock(13, 45)), quarterHours.lowerBound, quarterHours.upperBound)
for t in stride(from: Clock(23, 30), through: Clock(24, 30), by: 20) { print("tick", t) }
print(stride(from: close, to: open, by: -60).map(\.description))
print(busy.map { $0.lowerBound.distance(to: $0.upperBound) }, busy[1].clamped(to: Clock(11, 10)...Clock(12)))
print(slots.max()!, slots.sorted(by: >).first!, slots.firstIndex(of: Clock(10, 30)) ?? -1)
print(Clock(7, 5), Clock(minutes: 1439), [Clock(0)].description)
// expect: [09:00, 09:45, 10:30, 11:15]
// expect: free: [09:00, 10:30]
// expect: true 09:01 510
// expect: true 13:00 14:00
// expect: tick 23:30
// expect: tick 23:50
// expect: tick 24:10
// expect: tick 24:30
// expect: ["12:00", "11:00", "10:00"]
// expect: [45, 20] 11:10...11:20
// expect: 11:15 11:15 2
// expect: 07:05 23:59 [00:00]

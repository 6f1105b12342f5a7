// Exercism style (Clock): a struct normalising minutes with wrap-around, Equatable and CustomStringConvertible
struct Clock: Equatable, CustomStringConvertible {
    private static let minutesPerDay = 24 * 60
    private let totalMinutes: Int

    init(hours: Int = 0, minutes: Int = 0) {
        let raw = hours * 60 + minutes
        totalMinutes = ((raw % Clock.minutesPerDay) + Clock.minutesPerDay) % Clock.minutesPerDay
    }

    var description: String {
        let h = totalMinutes / 60
        let m = totalMinutes % 60
        return (h < 10 ? "0" : "") + String(h) + ":" + (m < 10 ? "0" : "") + String(m)
    }

    func add(minutes: Int) -> Clock {
        Clock(minutes: totalMinutes + minutes)
    }

    func subtract(minutes: Int) -> Clock {
        add(minutes: -minutes)
    }

    static func + (lhs: Clock, rhs: Int) -> Clock { lhs.add(minutes: rhs) }
    static func - (lhs: Clock, rhs: Int) -> Clock { lhs.subtract(minutes: rhs) }
}

let creations: [(Int, Int)] = [
    (8, 0), (11, 9), (24, 0), (25, 0), (100, 0), (1, 60), (0, 160), (0, 1723),
    (-1, 15), (-25, 0), (-91, 0), (1, -40), (1, -160), (-25, -160), (-121, -5810),
]
for (h, m) in creations {
    print("Clock(\(h), \(m)) = \(Clock(hours: h, minutes: m))")
}
print(Clock(hours: 10) + 3, Clock(hours: 0, minutes: 45) + 40, Clock(hours: 23, minutes: 59) + 2)
print(Clock(hours: 10, minutes: 3) - 3, Clock(hours: 0, minutes: 3) - 4, Clock(hours: 2, minutes: 20).subtract(minutes: 3000))
print(Clock(hours: 15, minutes: 37) == Clock(hours: 15, minutes: 37))
print(Clock(hours: 15, minutes: 36) == Clock(hours: 15, minutes: 37))
print(Clock(hours: 10, minutes: 37) == Clock(hours: 34, minutes: 37))
print(Clock(hours: -2, minutes: 40) == Clock(hours: 22, minutes: 40))
print([Clock(hours: 5), Clock(hours: 29)].allSatisfy { $0 == Clock(hours: 5) })

// expect: Clock(8, 0) = 08:00
// expect: Clock(11, 9) = 11:09
// expect: Clock(24, 0) = 00:00
// expect: Clock(25, 0) = 01:00
// expect: Clock(100, 0) = 04:00
// expect: Clock(1, 60) = 02:00
// expect: Clock(0, 160) = 02:40
// expect: Clock(0, 1723) = 04:43
// expect: Clock(-1, 15) = 23:15
// expect: Clock(-25, 0) = 23:00
// expect: Clock(-91, 0) = 05:00
// expect: Clock(1, -40) = 00:20
// expect: Clock(1, -160) = 22:20
// expect: Clock(-25, -160) = 20:20
// expect: Clock(-121, -5810) = 22:10
// expect: 10:03 01:25 00:01
// expect: 10:00 23:59 00:20
// expect: true
// expect: false
// expect: true
// expect: true
// expect: true

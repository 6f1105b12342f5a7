// Exercism style (Clock): a value type with normalising initialiser, Equatable, CustomStringConvertible and arithmetic operators
struct Clock: Equatable, Hashable, CustomStringConvertible {
    private let minutesSinceMidnight: Int
    static let minutesPerDay = 24 * 60

    init(hours: Int = 0, minutes: Int = 0) {
        let total = hours * 60 + minutes
        let m = total % Clock.minutesPerDay
        minutesSinceMidnight = m < 0 ? m + Clock.minutesPerDay : m
    }

    var hours: Int { minutesSinceMidnight / 60 }
    var minutes: Int { minutesSinceMidnight % 60 }

    var description: String {
        func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(pad(hours)):\(pad(minutes))"
    }

    func add(minutes: Int) -> Clock { Clock(minutes: minutesSinceMidnight + minutes) }
    func subtract(minutes: Int) -> Clock { add(minutes: -minutes) }

    static func + (c: Clock, m: Int) -> Clock { c.add(minutes: m) }
    static func - (c: Clock, m: Int) -> Clock { c.subtract(minutes: m) }
    static func += (c: inout Clock, m: Int) { c = c + m }
}

extension Clock: Comparable {
    static func < (a: Clock, b: Clock) -> Bool { a.minutesSinceMidnight < b.minutesSinceMidnight }
}

let cases: [(Int, Int)] = [(8, 0), (11, 9), (24, 0), (25, 0), (100, 0), (1, 60), (0, 160), (-1, 15), (-25, -160), (-121, -5810)]
for (h, m) in cases {
    print("Clock(\(h), \(m)) =", Clock(hours: h, minutes: m))
}
print(Clock(hours: 10) + 3, Clock(hours: 23, minutes: 59) + 2, Clock(hours: 0, minutes: 30) - 60)
var c = Clock(hours: 6, minutes: 15)
c += 1500
print(c, c.hours, c.minutes)
print(Clock(hours: 15, minutes: 37) == Clock(hours: -9, minutes: 37), Clock(hours: 1) == Clock(minutes: 61))
let times = [Clock(hours: 22), Clock(hours: 3, minutes: 5), Clock(minutes: -1), Clock(hours: 12)]
print(times.sorted(), times.min()!, Set(times + [Clock(hours: 46)]).count)
print(String(describing: Clock()), "\(Clock(hours: 9, minutes: 5))")

// expect: Clock(8, 0) = 08:00
// expect: Clock(11, 9) = 11:09
// expect: Clock(24, 0) = 00:00
// expect: Clock(25, 0) = 01:00
// expect: Clock(100, 0) = 04:00
// expect: Clock(1, 60) = 02:00
// expect: Clock(0, 160) = 02:40
// expect: Clock(-1, 15) = 23:15
// expect: Clock(-25, -160) = 20:20
// expect: Clock(-121, -5810) = 22:10
// expect: 10:03 00:01 23:30
// expect: 07:15 7 15
// expect: true false
// expect: [03:05, 12:00, 22:00, 23:59] 03:05 4
// expect: 00:00 09:05

// Exercism style (Clock): a Clock struct with minute arithmetic that wraps around, Equatable and CustomStringConvertible
struct Clock: Equatable, CustomStringConvertible {
    private(set) var minutes: Int

    init(hours: Int = 0, minutes: Int = 0) {
        let total = hours * 60 + minutes
        let day = 24 * 60
        self.minutes = ((total % day) + day) % day
    }

    func add(minutes m: Int) -> Clock { Clock(minutes: minutes + m) }
    func subtract(minutes m: Int) -> Clock { add(minutes: -m) }

    var description: String {
        let h = minutes / 60, m = minutes % 60
        let hs = h < 10 ? "0\(h)" : "\(h)"
        let ms = m < 10 ? "0\(m)" : "\(m)"
        return "\(hs):\(ms)"
    }
}

print(Clock(hours: 8))
print(Clock(hours: 11, minutes: 9))
print(Clock(hours: 25, minutes: 160))
print(Clock(hours: -1, minutes: 15))
print(Clock(hours: -25, minutes: -160))
print(Clock(hours: 10).add(minutes: 3))
print(Clock(hours: 23, minutes: 59).add(minutes: 2))
print(Clock(hours: 0, minutes: 30).subtract(minutes: 60))
print(Clock(hours: 15, minutes: 37) == Clock(hours: 15, minutes: 37))
print(Clock(hours: 15, minutes: 37) == Clock(hours: 39, minutes: 37))
print(Clock(hours: 1, minutes: 1) == Clock(hours: 18, minutes: 32))
print([Clock(hours: 3), Clock(minutes: -1)].map { $0.description }.joined(separator: ", "))

// expect: 08:00
// expect: 11:09
// expect: 03:40
// expect: 23:15
// expect: 20:20
// expect: 10:03
// expect: 00:01
// expect: 23:30
// expect: true
// expect: true
// expect: false
// expect: 03:00, 23:59

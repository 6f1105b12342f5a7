// Exercism style (Clock): a minutes-normalised value type with Equatable, Hashable and CustomStringConvertible, tested by a harness
struct Clock: Equatable, Hashable, CustomStringConvertible {
    private let minutes: Int
    static let day = 24 * 60

    init(hours: Int = 0, minutes: Int = 0) {
        let total = (hours * 60 + minutes) % Clock.day
        self.minutes = total < 0 ? total + Clock.day : total
    }

    func add(minutes m: Int) -> Clock { Clock(minutes: minutes + m) }
    func subtract(minutes m: Int) -> Clock { add(minutes: -m) }

    var description: String {
        let h = minutes / 60, m = minutes % 60
        return (h < 10 ? "0" : "") + "\(h):" + (m < 10 ? "0" : "") + "\(m)"
    }

    static func + (lhs: Clock, rhs: Int) -> Clock { lhs.add(minutes: rhs) }
}

var results: [Bool] = []
func check<T: Equatable>(_ name: String, _ actual: T, _ expected: T) {
    let ok = actual == expected
    results.append(ok)
    print(ok ? "PASS" : "FAIL", name, ok ? "" : "(got \(actual), want \(expected))")
}

check("on the hour", Clock(hours: 8).description, "08:00")
check("past the hour", Clock(hours: 11, minutes: 9).description, "11:09")
check("midnight is zero", Clock(hours: 24).description, "00:00")
check("hour rolls over", Clock(hours: 100).description, "04:00")
check("sixty minutes", Clock(minutes: 60).description, "01:00")
check("negative hour", Clock(hours: -1, minutes: 15).description, "23:15")
check("negative minutes roll", Clock(hours: 1, minutes: -4820).description, "16:40")
check("both negative", Clock(hours: -121, minutes: -5810).description, "22:10")
check("add", Clock(hours: 10).add(minutes: 3).description, "10:03")
check("add across midnight", Clock(hours: 23, minutes: 59).add(minutes: 2).description, "00:01")
check("subtract", Clock(hours: 0, minutes: 3).subtract(minutes: 4).description, "23:59")
check("operator", "\(Clock(hours: 6, minutes: 15) + 1500)", "07:15")
check("equal clocks", Clock(hours: 15, minutes: 37), Clock(hours: -33, minutes: 37))
check("different clocks", Clock(hours: 1) == Clock(hours: 2), false)
check("full clock", Clock(hours: 24, minutes: 0), Clock(hours: 0, minutes: 0))

let unique = Set([Clock(hours: 1), Clock(minutes: 60), Clock(hours: 25), Clock(hours: 2)])
check("set dedupes", unique.count, 2)
print(results.filter { $0 }.count, "of", results.count)

// expect: PASS on the hour 
// expect: PASS past the hour 
// expect: PASS midnight is zero 
// expect: PASS hour rolls over 
// expect: PASS sixty minutes 
// expect: PASS negative hour 
// expect: PASS negative minutes roll 
// expect: PASS both negative 
// expect: PASS add 
// expect: PASS add across midnight 
// expect: PASS subtract 
// expect: PASS operator 
// expect: PASS equal clocks 
// expect: PASS different clocks 
// expect: PASS full clock 
// expect: PASS set dedupes 
// expect: 16 of 16

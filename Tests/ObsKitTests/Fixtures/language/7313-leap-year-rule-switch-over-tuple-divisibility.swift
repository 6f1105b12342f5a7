// Exercism style (Leap): leap year rule as a switch over a tuple of divisibility tests
struct Year {
    let calendarYear: Int

    init(calendarYear: Int) {
        self.calendarYear = calendarYear
    }

    var isLeapYear: Bool {
        switch (calendarYear % 4 == 0, calendarYear % 100 == 0, calendarYear % 400 == 0) {
        case (_, _, true): return true
        case (_, true, false): return false
        case (true, false, _): return true
        default: return false
        }
    }
}

extension Int {
    var isLeap: Bool { Year(calendarYear: self).isLeapYear }
}

let years = [1996, 1997, 1900, 2000, 2015, 2016, 2100, 2400, 1800, 1960]
for y in years {
    let mark = y.isLeap ? "leap" : "common"
    print("\(y): \(mark)")
}
let leapCount = (1900...2000).filter { $0.isLeap }.count
print("leap years 1900...2000:", leapCount)
let firstLeaps = stride(from: 2090, through: 2120, by: 1).filter(\.isLeap)
print("leaps 2090-2120:", firstLeaps)

// expect: 1996: leap
// expect: 1997: common
// expect: 1900: common
// expect: 2000: leap
// expect: 2015: common
// expect: 2016: leap
// expect: 2100: common
// expect: 2400: leap
// expect: 1800: common
// expect: 1960: leap
// expect: leap years 1900...2000: 25
// expect: leaps 2090-2120: [2092, 2096, 2104, 2108, 2112, 2116, 2120]

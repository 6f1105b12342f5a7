// Tutorial style (DateComponents validity): isValidDate, date(from:) normalisation of overflowing components
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!

let f = DateFormatter()
f.locale = Locale(identifier: "en_US_POSIX")
f.timeZone = cal.timeZone
f.dateFormat = "yyyy-MM-dd HH:mm"

let candidates = [
    DateComponents(year: 2023, month: 2, day: 29),
    DateComponents(year: 2024, month: 2, day: 29),
    DateComponents(year: 2024, month: 13, day: 1),
    DateComponents(year: 2024, month: 1, day: 32),
    DateComponents(year: 2024, month: 4, day: 10, hour: 25),
]

for c in candidates {
    let valid = c.isValidDate(in: cal)
    let built = cal.date(from: c).map { f.string(from: $0) } ?? "nil"
    print("\(c.year!)-\(c.month!)-\(c.day!) h=\(c.hour ?? 0): valid=\(valid) built=\(built)")
}

var comps = DateComponents()
comps.calendar = cal
comps.year = 2025
comps.month = 8
comps.day = 15
print("Has date: \(comps.date != nil)")
print("Value for month: \(comps.value(for: .month)!)")
comps.setValue(20, for: .day)
print("After setValue day: \(comps.day!)")
// expect: 2023-2-29 h=0: valid=false built=2023-03-01 00:00
// expect: 2024-2-29 h=0: valid=true built=2024-02-29 00:00
// expect: 2024-13-1 h=0: valid=false built=2025-01-01 00:00
// expect: 2024-1-32 h=0: valid=false built=2024-02-01 00:00
// expect: 2024-4-10 h=25: valid=false built=2024-04-11 01:00
// expect: Has date: true
// expect: Value for month: 8
// expect: After setValue day: 20

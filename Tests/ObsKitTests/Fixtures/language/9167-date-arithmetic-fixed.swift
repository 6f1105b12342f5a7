// date-arithmetic-fixed
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

let start = Date(timeIntervalSince1970: 1_704_067_200) // 2024-01-01 00:00 UTC
let iso = ISO8601DateFormatter()
iso.timeZone = TimeZone(identifier: "UTC")
print(iso.string(from: start))

let plusDay = start.addingTimeInterval(86_400)
let plus90 = calendar.date(byAdding: .day, value: 90, to: start)!
let endOfFeb = calendar.date(byAdding: DateComponents(month: 1, day: 28), to: start)!
print(iso.string(from: plusDay), iso.string(from: plus90), iso.string(from: endOfFeb))

let comps = calendar.dateComponents([.year, .month, .day, .weekday], from: plus90)
print(comps.year!, comps.month!, comps.day!, comps.weekday!)

let deadline = calendar.date(from: DateComponents(year: 2024, month: 3, day: 15, hour: 17, minute: 30))!
let diff = calendar.dateComponents([.day, .hour, .minute], from: start, to: deadline)
print("until deadline: \(diff.day!)d \(diff.hour!)h \(diff.minute!)m")
print("seconds:", Int(deadline.timeIntervalSince(start)))

func isLeap(_ year: Int) -> Bool {
    let d = calendar.date(from: DateComponents(year: year, month: 2, day: 1))!
    return calendar.range(of: .day, in: .month, for: d)!.count == 29
}
print([1900, 2000, 2023, 2024].map(isLeap))

let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = TimeZone(identifier: "UTC")
formatter.dateFormat = "EEE, d MMM yyyy HH:mm"
print(formatter.string(from: deadline))
formatter.dateFormat = "yyyy-MM-dd"
let parsed = formatter.date(from: "2024-07-04")!
print(parsed.timeIntervalSince1970, parsed > deadline)

var mondays: [String] = []
var cursor = start
while mondays.count < 3 {
    if calendar.component(.weekday, from: cursor) == 2 {
        mondays.append(formatter.string(from: cursor))
    }
    cursor = calendar.date(byAdding: .day, value: 1, to: cursor)!
}
print(mondays)

struct Booking { let name: String; let from: Date; let nights: Int }
let bookings = [
    Booking(name: "Kim", from: parsed, nights: 3),
    Booking(name: "Lee", from: start, nights: 10),
    Booking(name: "Max", from: deadline, nights: 1),
]
for b in bookings.sorted(by: { $0.from < $1.from }) {
    let checkout = calendar.date(byAdding: .day, value: b.nights, to: b.from)!
    print(b.name, formatter.string(from: b.from), "->", formatter.string(from: checkout))
}
// expect: 2024-01-01T00:00:00Z
// expect: 2024-01-02T00:00:00Z 2024-03-31T00:00:00Z 2024-02-29T00:00:00Z
// expect: 2024 3 31 1
// expect: until deadline: 74d 17h 30m
// expect: seconds: 6456600
// expect: [false, true, false, true]
// expect: Fri, 15 Mar 2024 17:30
// expect: 1720051200.0 true
// expect: ["2024-01-01", "2024-01-08", "2024-01-15"]
// expect: Lee 2024-01-01 -> 2024-01-11
// expect: Max 2024-03-15 -> 2024-03-16
// expect: Kim 2024-07-04 -> 2024-07-07

// Stack Overflow style: parsing and formatting fixed dates with DateFormatter (UTC, en_US_POSIX)
import Foundation

// Question: "My date parsing returns nil on some devices / is off by hours."
// Answer: always set locale to en_US_POSIX and an explicit timeZone for fixed-format strings.

let isoParser = DateFormatter()
isoParser.locale = Locale(identifier: "en_US_POSIX")
isoParser.timeZone = TimeZone(identifier: "UTC")
isoParser.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"

let inputs = ["2021-03-14T15:09:26", "1999-12-31T23:59:59", "2024-02-29T00:00:00", "not a date"]

let display = DateFormatter()
display.locale = Locale(identifier: "en_US_POSIX")
display.timeZone = TimeZone(identifier: "UTC")
display.dateFormat = "EEEE, MMM d, yyyy 'at' h:mm a"

var parsed: [Date] = []
for s in inputs {
    if let date = isoParser.date(from: s) {
        parsed.append(date)
        print("\(s) -> \(display.string(from: date))")
    } else {
        print("\(s) -> could not parse")
    }
}

// Epoch seconds are timezone independent.
for d in parsed {
    print("epoch: \(Int(d.timeIntervalSince1970))")
}

// Arithmetic with a UTC calendar
var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

let start = parsed[0]
if let later = calendar.date(byAdding: .day, value: 30, to: start) {
    print("30 days later: \(isoParser.string(from: later))")
}
let comps = calendar.dateComponents([.year, .month, .day, .hour, .weekday], from: parsed[2])
print("leap day: year=\(comps.year!) month=\(comps.month!) day=\(comps.day!) weekday=\(comps.weekday!)")

let diff = calendar.dateComponents([.day], from: parsed[1], to: parsed[0])
print("days between: \(diff.day!)")

// Short formats
let short = DateFormatter()
short.locale = Locale(identifier: "en_US_POSIX")
short.timeZone = TimeZone(identifier: "UTC")
for fmt in ["dd/MM/yy", "yyyyMMdd", "HH:mm", "MMMM yyyy", "E d MMM"] {
    short.dateFormat = fmt
    print("\(fmt): \(short.string(from: parsed[0]))")
}

// Building a date from components
let built = calendar.date(from: DateComponents(year: 2000, month: 1, day: 1, hour: 12))!
print("built: \(isoParser.string(from: built)) epoch \(Int(built.timeIntervalSince1970))")
let fromEpoch = Date(timeIntervalSince1970: 1_000_000_000)
print("billennium: \(display.string(from: fromEpoch))")
print("ordered: \(parsed.sorted().map { isoParser.string(from: $0) })")
// expect: 2021-03-14T15:09:26 -> Sunday, Mar 14, 2021 at 3:09 PM
// expect: 1999-12-31T23:59:59 -> Friday, Dec 31, 1999 at 11:59 PM
// expect: 2024-02-29T00:00:00 -> Thursday, Feb 29, 2024 at 12:00 AM
// expect: not a date -> could not parse
// expect: epoch: 1615734566
// expect: epoch: 946684799
// expect: epoch: 1709164800
// expect: 30 days later: 2021-04-13T15:09:26
// expect: leap day: year=2024 month=2 day=29 weekday=5
// expect: days between: 7743
// expect: dd/MM/yy: 14/03/21
// expect: yyyyMMdd: 20210314
// expect: HH:mm: 15:09
// expect: MMMM yyyy: March 2021
// expect: E d MMM: Sun 14 Mar
// expect: built: 2000-01-01T12:00:00 epoch 946728000
// expect: billennium: Sunday, Sep 9, 2001 at 1:46 AM
// expect: ordered: ["1999-12-31T23:59:59", "2021-03-14T15:09:26", "2024-02-29T00:00:00"]

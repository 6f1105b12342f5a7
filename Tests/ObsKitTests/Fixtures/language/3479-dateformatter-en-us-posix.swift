// App code style: DateFormatter with en_US_POSIX locale, UTC time zone and fixed formats
import Foundation

let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = TimeZone(identifier: "UTC")
formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"

let fixed = Date(timeIntervalSince1970: 1_234_567_890)
print(formatter.string(from: fixed))

let formats = ["EEEE, MMM d, yyyy", "dd/MM/yy", "h:mm a", "yyyy-MM-dd'T'HH:mm:ssZ", "MMMM", "D 'day of year'"]
for f in formats {
    formatter.dateFormat = f
    print("\(f) -> \(formatter.string(from: fixed))")
}

formatter.dateFormat = "yyyy-MM-dd"
let inputs = ["2025-03-03", "2000-02-29", "not a date", "2023-13-01"]
for s in inputs {
    if let d = formatter.date(from: s) {
        print("\(s) parsed: \(Int(d.timeIntervalSince1970))")
    } else {
        print("\(s) parse failed")
    }
}

let parser = DateFormatter()
parser.locale = Locale(identifier: "en_US_POSIX")
parser.timeZone = TimeZone(identifier: "UTC")
parser.dateFormat = "dd MMM yyyy HH:mm"
let a = parser.date(from: "01 Jan 2024 08:00")!
let b = parser.date(from: "01 Jan 2024 17:30")!
print("shift hours:", b.timeIntervalSince(a) / 3600)
print("a before b:", a < b)
formatter.dateFormat = "HH:mm"
print("later of the two:", formatter.string(from: max(a, b)))
// expect: 2009-02-13 23:31:30
// expect: EEEE, MMM d, yyyy -> Friday, Feb 13, 2009
// expect: dd/MM/yy -> 13/02/09
// expect: h:mm a -> 11:31 PM
// expect: yyyy-MM-dd'T'HH:mm:ssZ -> 2009-02-13T23:31:30+0000
// expect: MMMM -> February
// expect: D 'day of year' -> 44 day of year
// expect: 2025-03-03 parsed: 1740960000
// expect: 2000-02-29 parsed: 951782400
// expect: not a date parse failed
// expect: 2023-13-01 parse failed
// expect: shift hours: 9.5
// expect: a before b: true
// expect: later of the two: 17:30

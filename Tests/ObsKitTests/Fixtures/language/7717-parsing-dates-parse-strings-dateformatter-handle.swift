// Tutorial style (parsing dates): parse strings with DateFormatter and handle invalid input
import Foundation

let parser = DateFormatter()
parser.locale = Locale(identifier: "en_US_POSIX")
parser.timeZone = TimeZone(secondsFromGMT: 0)
parser.dateFormat = "yyyy-MM-dd HH:mm"

let inputs = ["2023-07-04 12:30", "1999-12-31 23:59", "not a date", "2020-02-29 00:00", "2021-02-29 00:00"]

for text in inputs {
    if let d = parser.date(from: text) {
        print("\(text) => \(Int(d.timeIntervalSince1970))")
    } else {
        print("\(text) => invalid")
    }
}

let a = parser.date(from: "2023-07-04 12:30")!
let b = parser.date(from: "1999-12-31 23:59")!
let seconds = a.timeIntervalSince(b)
print("Seconds between: \(Int(seconds))")
print("Hours between: \(Int(seconds / 3600))")
print("a > b: \(a > b)")
// expect: 2023-07-04 12:30 => 1688473800
// expect: 1999-12-31 23:59 => 946684740
// expect: not a date => invalid
// expect: 2020-02-29 00:00 => 1582934400
// expect: 2021-02-29 00:00 => invalid
// expect: Seconds between: 741789060
// expect: Hours between: 206052
// expect: a > b: true

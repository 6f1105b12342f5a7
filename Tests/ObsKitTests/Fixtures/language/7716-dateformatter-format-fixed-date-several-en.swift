// Tutorial style (DateFormatter): format a fixed date with several en_US_POSIX patterns
import Foundation

let moment = Date(timeIntervalSince1970: 1_234_567_890)

let df = DateFormatter()
df.locale = Locale(identifier: "en_US_POSIX")
df.timeZone = TimeZone(identifier: "UTC")

let patterns = [
    "yyyy-MM-dd",
    "dd/MM/yyyy HH:mm",
    "EEEE, MMMM d, yyyy",
    "EEE MMM d HH:mm:ss yyyy",
    "h:mm a",
    "yyyy-MM-dd'T'HH:mm:ss",
    "D 'day of year'",
    "QQQ yyyy",
]

for p in patterns {
    df.dateFormat = p
    print("\(p) -> \(df.string(from: moment))")
}
// expect: yyyy-MM-dd -> 2009-02-13
// expect: dd/MM/yyyy HH:mm -> 13/02/2009 23:31
// expect: EEEE, MMMM d, yyyy -> Friday, February 13, 2009
// expect: EEE MMM d HH:mm:ss yyyy -> Fri Feb 13 23:31:30 2009
// expect: h:mm a -> 11:31 PM
// expect: yyyy-MM-dd'T'HH:mm:ss -> 2009-02-13T23:31:30
// expect: D 'day of year' -> 44 day of year
// expect: QQQ yyyy -> Q1 2009

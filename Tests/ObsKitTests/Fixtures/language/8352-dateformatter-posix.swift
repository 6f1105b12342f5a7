// Foundation in app code: DateFormatter with en_US_POSIX locale, UTC time zone and custom dateFormat patterns
import Foundation

let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = TimeZone(identifier: "UTC")

let date = Date(timeIntervalSince1970: 1_234_567_890)

let patterns = [
    "yyyy-MM-dd",
    "yyyy-MM-dd HH:mm:ss",
    "dd/MM/yy",
    "EEEE, MMM d, yyyy",
    "h:mm a",
    "yyyyMMdd'T'HHmmss",
]
for pattern in patterns {
    formatter.dateFormat = pattern
    print("\(pattern) -> \(formatter.string(from: date))")
}

formatter.dateFormat = "yyyy-MM-dd HH:mm"
if let parsed = formatter.date(from: "2020-02-29 18:45") {
    print("Parsed: \(Int(parsed.timeIntervalSince1970))")
}
print(formatter.date(from: "2020/02/29") == nil ? "Wrong format gives nil" : "Parsed anyway")

// expect: yyyy-MM-dd -> 2009-02-13
// expect: yyyy-MM-dd HH:mm:ss -> 2009-02-13 23:31:30
// expect: dd/MM/yy -> 13/02/09
// expect: EEEE, MMM d, yyyy -> Friday, Feb 13, 2009
// expect: h:mm a -> 11:31 PM
// expect: yyyyMMdd'T'HHmmss -> 20090213T233130
// expect: Parsed: 1583001900
// expect: Wrong format gives nil

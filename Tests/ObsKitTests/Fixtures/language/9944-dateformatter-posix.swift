// Apple docs style (DateFormatter): fixed-format dates with en_US_POSIX and UTC
import Foundation

func makeFormatter(_ format: String) -> DateFormatter {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(identifier: "UTC")
    f.dateFormat = format
    return f
}

let moment = Date(timeIntervalSince1970: 1_718_031_600) // a June 2024 afternoon
let formats = [
    "yyyy-MM-dd",
    "yyyy-MM-dd'T'HH:mm:ss",
    "dd/MM/yy",
    "MMM d, yyyy",
    "MMMM d, yyyy",
    "EEEE",
    "EEE, d MMM yyyy HH:mm:ss",
    "h:mm a",
    "HH:mm",
    "D 'day of year'",
    "yyyyMMdd'_'HHmmss",
]
for format in formats {
    print("\(format) -> \(makeFormatter(format).string(from: moment))")
}

// Parsing strings back into dates
let parser = makeFormatter("yyyy-MM-dd HH:mm")
let inputs = ["2024-02-29 12:30", "1999-12-31 23:59", "2024-13-01 00:00", "not a date"]
for text in inputs {
    if let date = parser.date(from: text) {
        print("parsed '\(text)' -> \(Int(date.timeIntervalSince1970))")
    } else {
        print("parsed '\(text)' -> nil")
    }
}

// Reformatting: parse with one format, print with another
let iso = makeFormatter("yyyy-MM-dd")
let pretty = makeFormatter("EEEE, MMMM d")
for s in ["2024-01-01", "2024-07-04", "2024-12-25"] {
    if let d = iso.date(from: s) {
        print("\(s) is \(pretty.string(from: d))")
    }
}

// Same instant, different time zone on a second formatter
let utc = makeFormatter("yyyy-MM-dd HH:mm")
print("UTC:", utc.string(from: moment))
print("UTC+9 hour:", makeFormatterHour(tz: 9 * 3600).string(from: moment))

func makeFormatterHour(tz: Int) -> DateFormatter {
    let f = makeFormatter("HH:mm")
    f.timeZone = TimeZone(secondsFromGMT: tz)
    return f
}

// Sorting date strings by their parsed value
let unsorted = ["03/15/2023", "11/02/2021", "07/30/2023", "01/01/2022"]
let us = makeFormatter("MM/dd/yyyy")
let sortedStrings = unsorted.sorted { us.date(from: $0)! < us.date(from: $1)! }
print("sorted:", sortedStrings)

// expect: yyyy-MM-dd -> 2024-06-10
// expect: yyyy-MM-dd'T'HH:mm:ss -> 2024-06-10T15:00:00
// expect: dd/MM/yy -> 10/06/24
// expect: MMM d, yyyy -> Jun 10, 2024
// expect: MMMM d, yyyy -> June 10, 2024
// expect: EEEE -> Monday
// expect: EEE, d MMM yyyy HH:mm:ss -> Mon, 10 Jun 2024 15:00:00
// expect: h:mm a -> 3:00 PM
// expect: HH:mm -> 15:00
// expect: D 'day of year' -> 162 day of year
// expect: yyyyMMdd'_'HHmmss -> 20240610_150000
// expect: parsed '2024-02-29 12:30' -> 1709209800
// expect: parsed '1999-12-31 23:59' -> 946684740
// expect: parsed '2024-13-01 00:00' -> nil
// expect: parsed 'not a date' -> nil
// expect: 2024-01-01 is Monday, January 1
// expect: 2024-07-04 is Thursday, July 4
// expect: 2024-12-25 is Wednesday, December 25
// expect: UTC: 2024-06-10 15:00
// expect: UTC+9 hour: 00:00
// expect: sorted: ["11/02/2021", "01/01/2022", "03/15/2023", "07/30/2023"]

// DateFormatter with an explicit locale and time zone: custom formats, styles, parsing, and ISO8601DateFormatter.
// Expected output: swiftc 6.3.1 on this machine.
import Foundation

let moment = Date(timeIntervalSince1970: 1_712_345_678)
let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = TimeZone(identifier: "UTC")
formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
print(formatter.string(from: moment))
formatter.dateFormat = "EEE d MMM, h:mm a"
print(formatter.string(from: moment))
let styled = DateFormatter()
styled.locale = Locale(identifier: "en_US")
styled.timeZone = TimeZone(secondsFromGMT: 0)
styled.dateStyle = .long
styled.timeStyle = .none
print(styled.string(from: moment))
styled.dateStyle = .short
styled.timeStyle = .short
print(styled.string(from: moment))
formatter.dateFormat = "dd/MM/yyyy"
print(formatter.date(from: "31/12/2023")!.timeIntervalSince1970, formatter.date(from: "32/13/2023") == nil)
let iso = ISO8601DateFormatter()
print(iso.string(from: moment), iso.date(from: "2024-04-05T19:34:38Z") == moment)

// expect: 2024-04-05T19:34:38
// expect: Fri 5 Apr, 7:34 PM
// expect: April 5, 2024
// expect: 4/5/24, 7:34 PM
// expect: 1703980800.0 true
// expect: 2024-04-05T19:34:38Z true

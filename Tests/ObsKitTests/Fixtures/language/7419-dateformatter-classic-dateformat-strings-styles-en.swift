// Tutorial style (DateFormatter): classic dateFormat strings and styles with en_US_POSIX and UTC
import Foundation

let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = TimeZone(identifier: "UTC")

let launch = Date(timeIntervalSince1970: 1_000_000_000)

let patterns = ["yyyy-MM-dd", "dd/MM/yy HH:mm", "EEEE, MMM d, yyyy", "h:mm a", "yyyy-MM-dd'T'HH:mm:ssZ", "QQQ yyyy"]
for p in patterns {
    formatter.dateFormat = p
    print("\(p) -> \(formatter.string(from: launch))")
}

let styled = DateFormatter()
styled.locale = Locale(identifier: "en_US")
styled.timeZone = TimeZone(identifier: "UTC")
styled.dateStyle = .medium
styled.timeStyle = .none
print(styled.string(from: launch))
styled.dateStyle = .full
print(styled.string(from: launch))

styled.locale = Locale(identifier: "de_DE")
print(styled.string(from: launch))

formatter.dateFormat = "yyyy-MM-dd HH:mm"
if let parsed = formatter.date(from: "2020-02-29 18:45") {
    print("Parsed seconds: \(Int(parsed.timeIntervalSince1970))")
}
print(formatter.date(from: "not a date") == nil)
// expect: yyyy-MM-dd -> 2001-09-09
// expect: dd/MM/yy HH:mm -> 09/09/01 01:46
// expect: EEEE, MMM d, yyyy -> Sunday, Sep 9, 2001
// expect: h:mm a -> 1:46 AM
// expect: yyyy-MM-dd'T'HH:mm:ssZ -> 2001-09-09T01:46:40+0000
// expect: QQQ yyyy -> Q3 2001
// expect: Sep 9, 2001
// expect: Sunday, September 9, 2001
// expect: Sonntag, 9. September 2001
// expect: Parsed seconds: 1583001900
// expect: true

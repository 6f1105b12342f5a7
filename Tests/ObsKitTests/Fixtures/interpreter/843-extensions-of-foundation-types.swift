// Extensions of Foundation's types (expected output: swiftc 6.3.1 on this machine): computed properties, methods,
// static members and initializers that delegate to the library's own init, on Date, URL, Float and Calendar;
// Calendar's symbol names in en_US.
import Foundation
extension Date {
    static var launch: Date { Date(timeIntervalSince1970: 1_700_000_000) }
    var plusDay: Date { addingTimeInterval(86_400) }
    func days(until other: Date) -> Int { Int(other.timeIntervalSince(self) / 86_400) }
    init(dayNumber day: Int) { self.init(timeIntervalSince1970: Double(day) * 86_400) }
}
extension URL { var isSecure: Bool { scheme == "https" } }
extension Float { var doubled: Float { self * 2 } }
extension Calendar { func isWeekend2(_ d: Date) -> Bool { isDateInWeekend(d) } }
let start = Date.launch
print(start.plusDay.timeIntervalSince1970, start.days(until: start.plusDay.plusDay), Date(dayNumber: 2).timeIntervalSince1970)
print(URL(string: "https://a.b")!.isSecure, URL(string: "http://a.b")!.isSecure, Float(1.5).doubled)
let u: Date = .launch
print(u == start)
var calendar = Calendar(identifier: .gregorian)
calendar.locale = Locale(identifier: "en_US_POSIX")
print(calendar.weekdaySymbols.first!, calendar.shortMonthSymbols[11], calendar.monthSymbols.count)

var plain = Calendar(identifier: .gregorian)
plain.timeZone = TimeZone(identifier: "UTC")!
print(plain.weekdaySymbols[5], Calendar.current.weekdaySymbols[5])

// expect: 1700086400.0 2 172800.0
// expect: true false 3.0
// expect: true
// expect: Sunday Dec 12
// expect: Fri Friday

// The simulated device's region settings: Locale.current is en_US, TimeZone.current is UTC (Foundation names it GMT),
// Calendar.current is Gregorian, and new formatters start with them (README, "Foundation"). Expected output: written by hand from that rule; the formatted
// strings are what swiftc on this machine prints with those settings given explicitly.
import Foundation

print(Locale.current.identifier, TimeZone.current.identifier, TimeZone.current.secondsFromGMT())
let moment = Date(timeIntervalSince1970: 1_700_000_000)
let formatter = DateFormatter()
formatter.dateStyle = .medium
formatter.timeStyle = .short
print(formatter.string(from: moment))
let numbers = NumberFormatter()
numbers.numberStyle = .decimal
print(numbers.string(from: 1234567.5)!)
print(1234567.formatted(), moment.formatted())
print(Calendar.current.component(.weekday, from: moment))

// expect: en_US GMT 0
// expect: Nov 14, 2023 at 10:13 PM
// expect: 1,234,567.5
// expect: 1,234,567 11/14/2023, 10:13 PM
// expect: 3

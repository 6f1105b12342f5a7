// NumberFormatter's roundingMode (as an implicit member and as `NumberFormatter.RoundingMode.x`) and
// ISO8601DateFormatter's formatOptions, on Foundation's real formatters. Expected output: swiftc 6.3.1 on
// this machine (Linux).
import Foundation

let formatter = NumberFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.maximumFractionDigits = 1
for mode in [NumberFormatter.RoundingMode.halfEven, .halfUp, .floor, .ceiling, .down] {
    formatter.roundingMode = mode
    print([0.25, 0.35, -0.25].map { formatter.string(from: NSNumber(value: $0))! })
}
formatter.roundingMode = .up
print(formatter.string(from: 1.01)!)
formatter.numberStyle = NumberFormatter.Style.percent
print(formatter.string(from: 0.256)!)

let iso = ISO8601DateFormatter()
iso.timeZone = TimeZone(identifier: "UTC")
let moment = Date(timeIntervalSince1970: 1_700_000_000)
print(iso.string(from: moment))
iso.formatOptions = [.withFullDate]
print(iso.string(from: moment))
iso.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
print(iso.string(from: moment))
iso.formatOptions = .withFullTime
print(iso.string(from: moment))

// expect: ["0.2", "0.4", "-0.2"]
// expect: ["0.3", "0.4", "-0.3"]
// expect: ["0.2", "0.3", "-0.3"]
// expect: ["0.3", "0.4", "-0.2"]
// expect: ["0.2", "0.3", "-0.2"]
// expect: 1.1
// expect: 25.6%
// expect: 2023-11-14T22:13:20Z
// expect: 2023-11-14
// expect: 2023-11-14T22:13:20.000Z
// expect: 22:13:20Z

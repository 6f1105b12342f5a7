// Sarunw style (parking meter): fees for parking sessions billed per started hour with a daily cap, shown as currency
import Foundation

let us = Locale(identifier: "en_US")
let money = FloatingPointFormatStyle<Double>.Currency(code: "USD").locale(us)

let stamp = DateFormatter()
stamp.locale = Locale(identifier: "en_US_POSIX")
stamp.timeZone = TimeZone(identifier: "UTC")
stamp.dateFormat = "MMM d HH:mm"

struct Session {
    let plate: String
    let entered: Date
    let left: Date
}

let hourlyRate = 3.5
let dailyCap = 24.0
let graceMinutes = 10.0

func fee(for session: Session) -> Double {
    let minutes = session.entered.distance(to: session.left) / 60
    if minutes <= graceMinutes { return 0 }
    let fullDays = Int(minutes / 1440)
    let remainder = minutes - Double(fullDays) * 1440
    let hours = (remainder / 60).rounded(.up)
    return Double(fullDays) * dailyCap + min(hours * hourlyRate, dailyCap)
}

let base = Date(timeIntervalSince1970: 1_712_000_000)
let sessions = [
    Session(plate: "ABC-123", entered: base, left: base.addingTimeInterval(8 * 60)),
    Session(plate: "XYZ-987", entered: base, left: base.addingTimeInterval(61 * 60)),
    Session(plate: "JKL-555", entered: base, left: base.addingTimeInterval(5.5 * 3600)),
    Session(plate: "QRS-246", entered: base, left: base.addingTimeInterval(11 * 3600)),
    Session(plate: "TUV-802", entered: base, left: base.addingTimeInterval(2 * 86_400 + 90 * 60)),
]

var revenue = 0.0
for session in sessions {
    let charge = fee(for: session)
    revenue += charge
    let minutes = Int(session.entered.distance(to: session.left) / 60)
    print("\(session.plate) \(stamp.string(from: session.entered)) -> \(stamp.string(from: session.left)) (\(minutes) min): \(charge.formatted(money))")
}
print("revenue:", revenue.formatted(money))
print("average:", (revenue / Double(sessions.count)).formatted(money))
let free = sessions.filter { fee(for: $0) == 0 }.map(\.plate)
print("free exits:", free)

// expect: ABC-123 Apr 1 19:33 -> Apr 1 19:41 (8 min): $0.00
// expect: XYZ-987 Apr 1 19:33 -> Apr 1 20:34 (61 min): $7.00
// expect: JKL-555 Apr 1 19:33 -> Apr 2 01:03 (330 min): $21.00
// expect: QRS-246 Apr 1 19:33 -> Apr 2 06:33 (660 min): $24.00
// expect: TUV-802 Apr 1 19:33 -> Apr 3 21:03 (2970 min): $55.00
// expect: revenue: $107.00
// expect: average: $21.40
// expect: free exits: ["ABC-123"]

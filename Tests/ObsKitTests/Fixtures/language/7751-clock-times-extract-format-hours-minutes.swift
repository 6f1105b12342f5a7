// Tutorial style (clock times): extract and format hours/minutes from DateComponents with String(format:)
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(secondsFromGMT: 3600)!

let shifts: [TimeInterval] = [1_690_000_000, 1_690_030_000, 1_690_061_000, 1_690_088_888]

var previous: Date?
for t in shifts {
    let d = Date(timeIntervalSince1970: t)
    let c = cal.dateComponents([.hour, .minute, .second], from: d)
    let h12 = c.hour! % 12 == 0 ? 12 : c.hour! % 12
    let suffix = c.hour! < 12 ? "AM" : "PM"
    var line = String(format: "%02d:%02d:%02d  (%d:%02d %@)", c.hour!, c.minute!, c.second!, h12, c.minute!, suffix)
    if let p = previous {
        let gap = d.timeIntervalSince(p)
        line += String(format: "  +%.2fh", gap / 3600)
    }
    print(line)
    previous = d
}

let hourComponent = DateComponents(hour: 5, minute: 45)
print("Description minutes: \(hourComponent.hour! * 60 + hourComponent.minute!)")
// expect: 05:26:40  (5:26 AM)
// expect: 13:46:40  (1:46 PM)  +8.33h
// expect: 22:23:20  (10:23 PM)  +8.61h
// expect: 06:08:08  (6:08 AM)  +7.75h
// expect: Description minutes: 345

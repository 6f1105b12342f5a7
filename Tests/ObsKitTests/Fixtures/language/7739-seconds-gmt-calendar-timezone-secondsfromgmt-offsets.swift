// Tutorial style (seconds from GMT): Calendar with TimeZone(secondsFromGMT:) offsets and hour components
import Foundation

let instant = Date(timeIntervalSince1970: 1_000_000_000)
let offsets = [-8, -5, 0, 1, 5, 9]

for h in offsets {
    var cal = Calendar(identifier: .gregorian)
    cal.timeZone = TimeZone(secondsFromGMT: h * 3600)!
    let c = cal.dateComponents([.day, .hour, .minute], from: instant)
    let sign = h >= 0 ? "+" : "-"
    print("GMT\(sign)\(abs(h)): day \(c.day!) \(c.hour!):\(c.minute!)")
}

let half = TimeZone(secondsFromGMT: 19_800)!
print("Half-hour zone offset: \(half.secondsFromGMT())")
var halfCal = Calendar(identifier: .gregorian)
halfCal.timeZone = half
print("Minute there: \(halfCal.component(.minute, from: instant))")
// expect: GMT-8: day 8 17:46
// expect: GMT-5: day 8 20:46
// expect: GMT+0: day 9 1:46
// expect: GMT+1: day 9 2:46
// expect: GMT+5: day 9 6:46
// expect: GMT+9: day 9 10:46
// expect: Half-hour zone offset: 19800
// expect: Minute there: 16

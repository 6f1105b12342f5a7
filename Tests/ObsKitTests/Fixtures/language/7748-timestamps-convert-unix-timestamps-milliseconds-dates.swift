// Tutorial style (timestamps): convert Unix timestamps in milliseconds to dates and back
import Foundation

let millis: [Int64] = [0, 1_000, 1_577_836_800_000, 1_609_459_199_999, -86_400_000]

let f = DateFormatter()
f.locale = Locale(identifier: "en_US_POSIX")
f.timeZone = TimeZone(identifier: "UTC")
f.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"

for ms in millis {
    let d = Date(timeIntervalSince1970: TimeInterval(ms) / 1000)
    let back = Int64((d.timeIntervalSince1970 * 1000).rounded())
    print("\(ms) -> \(f.string(from: d)) -> \(back)")
}

let a = Date(timeIntervalSince1970: 1_577_836_800)
let b = a.addingTimeInterval(0.5)
print("Difference: \(b.timeIntervalSince(a))")
print("Floor seconds: \(floor(b.timeIntervalSince1970))")
print("Equal after rounding: \(a.timeIntervalSince1970.rounded() == b.timeIntervalSince1970.rounded(.down))")
// expect: 0 -> 1970-01-01 00:00:00.000 -> 0
// expect: 1000 -> 1970-01-01 00:00:01.000 -> 1000
// expect: 1577836800000 -> 2020-01-01 00:00:00.000 -> 1577836800000
// expect: 1609459199999 -> 2020-12-31 23:59:59.999 -> 1609459199999
// expect: -86400000 -> 1969-12-31 00:00:00.000 -> -86400000
// expect: Difference: 0.5
// expect: Floor seconds: 1577836800.0
// expect: Equal after rounding: true

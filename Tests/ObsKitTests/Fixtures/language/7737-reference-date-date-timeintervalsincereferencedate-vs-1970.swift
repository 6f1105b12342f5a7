// Tutorial style (reference date): Date(timeIntervalSinceReferenceDate:) vs 1970 epoch and distantPast/Future ordering
import Foundation

let ref = Date(timeIntervalSinceReferenceDate: 0)
let epoch = Date(timeIntervalSince1970: 0)

print("Reference since 1970: \(ref.timeIntervalSince1970)")
print("Epoch since reference: \(epoch.timeIntervalSinceReferenceDate)")
print("Constant: \(Date.timeIntervalBetween1970AndReferenceDate)")
print("Epoch before ref: \(epoch < ref)")

let dates = [ref, Date.distantFuture, epoch, Date.distantPast]
let order = dates.sorted().map { d -> String in
    if d == ref { return "ref" }
    if d == epoch { return "epoch" }
    if d == Date.distantPast { return "past" }
    return "future"
}
print(order.joined(separator: " < "))

var utc = Calendar(identifier: .gregorian)
utc.timeZone = TimeZone(identifier: "UTC")!
let c = utc.dateComponents([.year, .month, .day, .hour], from: ref)
print("Reference date is \(c.year!)-\(c.month!)-\(c.day!) \(c.hour!)h UTC")
let y = utc.component(.year, from: Date.distantFuture)
print("Distant future year: \(y)")
// expect: Reference since 1970: 978307200.0
// expect: Epoch since reference: -978307200.0
// expect: Constant: 978307200.0
// expect: Epoch before ref: true
// expect: past < epoch < ref < future
// expect: Reference date is 2001-1-1 0h UTC
// expect: Distant future year: 4001

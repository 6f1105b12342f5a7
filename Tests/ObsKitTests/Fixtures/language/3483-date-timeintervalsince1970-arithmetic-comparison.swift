// App code style: Date(timeIntervalSince1970:) arithmetic and comparison for a booking system
import Foundation

struct Booking {
    let guest: String
    let checkIn: Date
    let nights: Int
    var checkOut: Date { checkIn.addingTimeInterval(TimeInterval(nights) * 86_400) }
}

let base = Date(timeIntervalSince1970: 1_735_689_600) // 2025-01-01 00:00 UTC
let bookings = [
    Booking(guest: "Chen", checkIn: base.addingTimeInterval(86_400 * 3), nights: 2),
    Booking(guest: "Ada", checkIn: base, nights: 4),
    Booking(guest: "Bo", checkIn: base + 86_400 * 5, nights: 1),
]

let sorted = bookings.sorted { $0.checkIn < $1.checkIn }
for b in sorted {
    let day = Int(b.checkIn.timeIntervalSince(base) / 86_400)
    print("\(b.guest): day \(day) for \(b.nights) nights, out at \(Int(b.checkOut.timeIntervalSince1970))")
}

func overlaps(_ a: Booking, _ b: Booking) -> Bool {
    a.checkIn < b.checkOut && b.checkIn < a.checkOut
}
for i in 0..<sorted.count {
    for j in (i + 1)..<sorted.count where overlaps(sorted[i], sorted[j]) {
        print("overlap: \(sorted[i].guest) & \(sorted[j].guest)")
    }
}
let earliest = bookings.map { $0.checkIn }.min()!
let latest = bookings.map { $0.checkOut }.max()!
print("span hours:", latest.timeIntervalSince(earliest) / 3600)
print("earliest is base:", earliest == base)
let reference = Date(timeIntervalSinceReferenceDate: 0)
print("reference epoch:", reference.timeIntervalSince1970)
print("base since reference:", base.timeIntervalSinceReferenceDate)
let d1 = Date(timeIntervalSince1970: 100)
let d2 = Date(timeIntervalSince1970: 100.0)
print("equal:", d1 == d2, "compare:", d1.compare(base) == .orderedAscending)
print("distance:", d1.distance(to: d1.advanced(by: 42.5)))
var moving = base
moving += 3600
moving -= 60
print("moved seconds:", moving.timeIntervalSince(base))
// expect: Ada: day 0 for 4 nights, out at 1736035200
// expect: Chen: day 3 for 2 nights, out at 1736121600
// expect: Bo: day 5 for 1 nights, out at 1736208000
// expect: overlap: Ada & Chen
// expect: span hours: 144.0
// expect: earliest is base: true
// expect: reference epoch: 978307200.0
// expect: base since reference: 757382400.0
// expect: equal: true compare: true
// expect: distance: 42.5
// expect: moved seconds: 3540.0

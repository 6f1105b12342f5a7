// Sarunw style (meeting rooms): DateInterval overlap checks with intersects, intersection(with:) and contains for a booking system
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

let clock = DateFormatter()
clock.locale = Locale(identifier: "en_US_POSIX")
clock.timeZone = TimeZone(identifier: "UTC")
clock.dateFormat = "HH:mm"

func at(_ hour: Int, _ minute: Int = 0) -> Date {
    calendar.date(from: DateComponents(year: 2024, month: 10, day: 8, hour: hour, minute: minute))!
}

struct Booking {
    let owner: String
    let slot: DateInterval
    var text: String { "\(owner) \(clock.string(from: slot.start))-\(clock.string(from: slot.end))" }
}

var bookings: [Booking] = [
    Booking(owner: "Design", slot: DateInterval(start: at(9), end: at(10, 30))),
    Booking(owner: "Sales", slot: DateInterval(start: at(11), duration: 45 * 60)),
    Booking(owner: "All hands", slot: DateInterval(start: at(14), end: at(15))),
]

func request(_ owner: String, _ slot: DateInterval) {
    let candidate = Booking(owner: owner, slot: slot)
    if let clash = bookings.first(where: { $0.slot.intersects(slot) }),
       let overlap = clash.slot.intersection(with: slot) {
        print("REJECT \(candidate.text): overlaps \(clash.owner) for \(Int(overlap.duration / 60)) min")
    } else {
        bookings.append(candidate)
        print("OK     \(candidate.text)")
    }
}

request("Support", DateInterval(start: at(10), end: at(11)))
request("Hiring", DateInterval(start: at(10, 30), end: at(11)))
request("Finance", DateInterval(start: at(14, 45), duration: 30 * 60))
request("Standup", DateInterval(start: at(8, 45), duration: 15 * 60))

print("--- day plan")
for booking in bookings.sorted(by: { $0.slot < $1.slot }) { print(booking.text) }
let busy = bookings.reduce(0.0) { $0 + $1.slot.duration }
print("busy minutes:", Int(busy / 60))
let lunch = at(12, 15)
print("lunch free:", !bookings.contains { $0.slot.contains(lunch) })
print("touching end counts:", bookings[0].slot.contains(at(10, 30)))

// expect: REJECT Support 10:00-11:00: overlaps Design for 30 min
// expect: REJECT Hiring 10:30-11:00: overlaps Design for 0 min
// expect: REJECT Finance 14:45-15:15: overlaps All hands for 15 min
// expect: REJECT Standup 08:45-09:00: overlaps Design for 0 min
// expect: --- day plan
// expect: Design 09:00-10:30
// expect: Sales 11:00-11:45
// expect: All hands 14:00-15:00
// expect: busy minutes: 195
// expect: lunch free: true
// expect: touching end counts: true

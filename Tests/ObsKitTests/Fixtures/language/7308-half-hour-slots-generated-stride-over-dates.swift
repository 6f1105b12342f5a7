// Hacking with Swift style (appointment slots): half-hour slots generated with stride(from:to:by:) over Dates, with booked slots removed
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

let label = DateFormatter()
label.locale = Locale(identifier: "en_US_POSIX")
label.timeZone = calendar.timeZone
label.dateFormat = "h:mm a"

let day = calendar.date(from: DateComponents(year: 2024, month: 5, day: 6))!
let open = calendar.date(bySettingHour: 9, minute: 0, second: 0, of: day)!
let close = calendar.date(bySettingHour: 13, minute: 0, second: 0, of: day)!
let slotLength: TimeInterval = 30 * 60

let allSlots = Array(stride(from: open, to: close, by: slotLength))
print("slots:", allSlots.count)

let booked: Set<Date> = [
    open.addingTimeInterval(30 * 60),
    open.addingTimeInterval(2 * 3600),
    open.addingTimeInterval(2.5 * 3600),
]
let lunch = DateInterval(start: calendar.date(bySettingHour: 12, minute: 0, second: 0, of: day)!, duration: 3600)

let available = allSlots.filter { !booked.contains($0) && !lunch.contains($0) }
for slot in available {
    print("  \(label.string(from: slot)) - \(label.string(from: slot.addingTimeInterval(slotLength)))")
}
print("available:", available.count, "booked:", booked.count)

var runs: [[Date]] = []
for slot in available {
    if let last = runs.last?.last, last.addingTimeInterval(slotLength) == slot {
        runs[runs.count - 1].append(slot)
    } else {
        runs.append([slot])
    }
}
let longest = runs.max { $0.count < $1.count }!
print("longest free block: \(label.string(from: longest.first!)) for \(Int(Double(longest.count) * slotLength / 60)) minutes")

let quarterHours = stride(from: open, through: open.addingTimeInterval(3600), by: 15 * 60).map { label.string(from: $0) }
print(quarterHours.joined(separator: ", "))
print("distance open->close:", open.distance(to: close) / 3600, "hours")

// expect: slots: 8
// expect:   9:00 AM - 9:30 AM
// expect:   10:00 AM - 10:30 AM
// expect:   10:30 AM - 11:00 AM
// expect: available: 3 booked: 3
// expect: longest free block: 10:00 AM for 60 minutes
// expect: 9:00 AM, 9:15 AM, 9:30 AM, 9:45 AM, 10:00 AM
// expect: distance open->close: 4.0 hours

// App model layer: a booking model computing free appointment slots from opening hours and bookings
struct TimeOfDay: Comparable, Hashable, CustomStringConvertible {
    let minutes: Int
    init(_ h: Int, _ m: Int = 0) { minutes = h * 60 + m }
    init(minutes: Int) { self.minutes = minutes }
    static func < (a: TimeOfDay, b: TimeOfDay) -> Bool { a.minutes < b.minutes }
    func adding(_ m: Int) -> TimeOfDay { TimeOfDay(minutes: minutes + m) }
    var description: String {
        let h = minutes / 60, m = minutes % 60
        return "\(h < 10 ? "0" : "")\(h):\(m < 10 ? "0" : "")\(m)"
    }
}

struct Booking {
    let customer: String
    let start: TimeOfDay
    let duration: Int
    var end: TimeOfDay { start.adding(duration) }
    func overlaps(_ s: TimeOfDay, _ e: TimeOfDay) -> Bool { start < e && s < end }
}

enum BookingError: Error, Equatable {
    case outsideOpeningHours
    case conflict(with: String)
}

struct Schedule {
    let opens: TimeOfDay
    let closes: TimeOfDay
    let lunch: ClosedRange<TimeOfDay>
    private(set) var bookings: [Booking] = []

    init(opens: TimeOfDay, closes: TimeOfDay, lunch: ClosedRange<TimeOfDay>) {
        self.opens = opens; self.closes = closes; self.lunch = lunch
    }

    func freeSlots(duration: Int, step: Int = 30) -> [TimeOfDay] {
        stride(from: opens.minutes, through: closes.minutes - duration, by: step)
            .map(TimeOfDay.init(minutes:))
            .filter { s in
                let e = s.adding(duration)
                let hitsLunch = s < lunch.upperBound && lunch.lowerBound < e
                return !hitsLunch && !bookings.contains { $0.overlaps(s, e) }
            }
    }

    mutating func book(_ customer: String, at start: TimeOfDay, duration: Int) throws {
        let end = start.adding(duration)
        guard start >= opens, end <= closes else { throw BookingError.outsideOpeningHours }
        if let clash = bookings.first(where: { $0.overlaps(start, end) }) {
            throw BookingError.conflict(with: clash.customer)
        }
        bookings.append(Booking(customer: customer, start: start, duration: duration))
        bookings.sort { $0.start < $1.start }
    }
}

var salon = Schedule(opens: TimeOfDay(9), closes: TimeOfDay(13), lunch: TimeOfDay(11, 30)...TimeOfDay(12))
print("free 60: \(salon.freeSlots(duration: 60))")
let requests: [(String, TimeOfDay, Int)] = [
    ("Ana", TimeOfDay(9), 45), ("Bo", TimeOfDay(9, 30), 30), ("Cid", TimeOfDay(12), 60),
    ("Dee", TimeOfDay(12, 30), 60), ("Eli", TimeOfDay(10), 30),
]
for (name, start, duration) in requests {
    do {
        try salon.book(name, at: start, duration: duration)
        print("booked \(name) \(start)")
    } catch {
        print("\(name) \(start): \(error)")
    }
}
print("agenda: \(salon.bookings.map { "\($0.start)-\($0.end) \($0.customer)" })")
print("free 30: \(salon.freeSlots(duration: 30))")
let long = salon.freeSlots(duration: 90, step: 15)
print("free 90: \(long.isEmpty ? "none" : long.map(\.description).joined(separator: " "))")
print("free 15 after 10:30: \(salon.freeSlots(duration: 15, step: 15).filter { $0 > TimeOfDay(10, 30) })")

// expect: free 60: [09:00, 09:30, 10:00, 10:30, 12:00]
// expect: booked Ana 09:00
// expect: Bo 09:30: conflict(with: "Ana")
// expect: booked Cid 12:00
// expect: Dee 12:30: outsideOpeningHours
// expect: booked Eli 10:00
// expect: agenda: ["09:00-09:45 Ana", "10:00-10:30 Eli", "12:00-13:00 Cid"]
// expect: free 30: [10:30, 11:00]
// expect: free 90: none
// expect: free 15 after 10:30: [10:45, 11:00, 11:15]

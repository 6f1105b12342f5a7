// Everyday app logic, room booking: time-of-day struct with Comparable, Range overlaps, Dictionary(grouping:), first free slot search, custom error for rejected bookings
struct TimeOfDay: Comparable, Hashable, CustomStringConvertible {
    let minutes: Int
    init(_ h: Int, _ m: Int = 0) { minutes = h * 60 + m }
    init(minutes: Int) { self.minutes = minutes }
    static func < (a: TimeOfDay, b: TimeOfDay) -> Bool { a.minutes < b.minutes }
    func adding(minutes m: Int) -> TimeOfDay { TimeOfDay(minutes: minutes + m) }
    var description: String {
        let h = minutes / 60, m = minutes % 60
        return (h < 10 ? "0" : "") + "\(h):" + (m < 10 ? "0" : "") + "\(m)"
    }
}

struct Booking {
    let title: String
    let room: String
    let slot: Range<TimeOfDay>
}

enum BookingError: Error {
    case conflict(with: String)
    case outsideHours
}

struct Scheduler {
    let open = TimeOfDay(8), close = TimeOfDay(18)
    private(set) var bookings: [Booking] = []

    mutating func book(_ title: String, room: String, from start: TimeOfDay, minutes: Int) throws {
        let slot = start..<start.adding(minutes: minutes)
        guard slot.lowerBound >= open, slot.upperBound <= close else { throw BookingError.outsideHours }
        if let clash = bookings.first(where: { $0.room == room && $0.slot.overlaps(slot) }) {
            throw BookingError.conflict(with: clash.title)
        }
        bookings.append(Booking(title: title, room: room, slot: slot))
    }

    func firstFree(room: String, minutes: Int) -> TimeOfDay? {
        let taken = bookings.filter { $0.room == room }.map(\.slot).sorted { $0.lowerBound < $1.lowerBound }
        var cursor = open
        for s in taken {
            if s.lowerBound.minutes - cursor.minutes >= minutes { return cursor }
            cursor = max(cursor, s.upperBound)
        }
        return close.minutes - cursor.minutes >= minutes ? cursor : nil
    }
}

var scheduler = Scheduler()
let requests: [(String, String, TimeOfDay, Int)] = [
    ("Standup", "Blue", TimeOfDay(9), 15),
    ("Design review", "Blue", TimeOfDay(10), 90),
    ("1:1 Kim", "Green", TimeOfDay(10, 30), 30),
    ("Sprint planning", "Blue", TimeOfDay(11), 60),
    ("Early gym", "Green", TimeOfDay(7, 30), 45),
    ("Lunch talk", "Blue", TimeOfDay(12), 60),
    ("Retro", "Green", TimeOfDay(17, 30), 60),
    ("Interview", "Green", TimeOfDay(10, 45), 30),
]
for (title, room, start, len) in requests {
    do {
        try scheduler.book(title, room: room, from: start, minutes: len)
        print("booked  \(title) in \(room) at \(start)")
    } catch BookingError.conflict(let other) {
        print("clash   \(title) overlaps \(other)")
    } catch {
        print("reject  \(title): \(error)")
    }
}

let byRoom = Dictionary(grouping: scheduler.bookings, by: \.room)
for room in byRoom.keys.sorted() {
    print("\(room):")
    for b in byRoom[room]!.sorted(by: { $0.slot.lowerBound < $1.slot.lowerBound }) {
        print("  \(b.slot.lowerBound)-\(b.slot.upperBound) \(b.title)")
    }
}
for (room, need) in [("Blue", 60), ("Blue", 120), ("Green", 240), ("Blue", 600)] {
    print("first \(need)-minute gap in \(room): \(scheduler.firstFree(room: room, minutes: need).map(String.init(describing:)) ?? "none")")
}
// expect: booked  Standup in Blue at 09:00
// expect: booked  Design review in Blue at 10:00
// expect: booked  1:1 Kim in Green at 10:30
// expect: clash   Sprint planning overlaps Design review
// expect: reject  Early gym: outsideHours
// expect: booked  Lunch talk in Blue at 12:00
// expect: reject  Retro: outsideHours
// expect: clash   Interview overlaps 1:1 Kim
// expect: Blue:
// expect:   09:00-09:15 Standup
// expect:   10:00-11:30 Design review
// expect:   12:00-13:00 Lunch talk
// expect: Green:
// expect:   10:30-11:00 1:1 Kim
// expect: first 60-minute gap in Blue: 08:00
// expect: first 120-minute gap in Blue: 13:00
// expect: first 240-minute gap in Green: 11:00
// expect: first 600-minute gap in Blue: none

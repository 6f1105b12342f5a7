// App code style: hotel room reservations with overlap checks
struct DateRange: CustomStringConvertible {
    let checkIn: Int
    let checkOut: Int
    var nights: Int { checkOut - checkIn }
    func overlaps(_ o: DateRange) -> Bool { checkIn < o.checkOut && o.checkIn < checkOut }
    var description: String { "day \(checkIn)-\(checkOut)" }
}

enum RoomType: String, CaseIterable {
    case single, double, suite
    var nightly: Int {
        switch self {
        case .single: return 80
        case .double: return 120
        case .suite: return 300
        }
    }
}

struct Reservation {
    let guest: String
    let room: Int
    let dates: DateRange
}

enum ReservationError: Error {
    case noRoomAvailable(RoomType, DateRange)
    case invalidDates(DateRange)
}

struct Hotel {
    let rooms: [Int: RoomType]
    private(set) var reservations: [Reservation] = []

    init(rooms: [Int: RoomType]) { self.rooms = rooms }

    func isFree(_ room: Int, _ dates: DateRange) -> Bool {
        !reservations.contains { $0.room == room && $0.dates.overlaps(dates) }
    }

    mutating func reserve(_ guest: String, type: RoomType, dates: DateRange) throws -> (room: Int, price: Int) {
        guard dates.nights > 0 else { throw ReservationError.invalidDates(dates) }
        let candidates = rooms.filter { $0.value == type }.keys.sorted()
        guard let room = candidates.first(where: { isFree($0, dates) }) else {
            throw ReservationError.noRoomAvailable(type, dates)
        }
        reservations.append(Reservation(guest: guest, room: room, dates: dates))
        let weeklyDiscount = dates.nights >= 7 ? 10 : 0
        let price = type.nightly * dates.nights * (100 - weeklyDiscount) / 100
        return (room, price)
    }

    func occupancy(on day: Int) -> Int {
        reservations.filter { $0.dates.checkIn <= day && day < $0.dates.checkOut }.count
    }
}

var hotel = Hotel(rooms: [101: .single, 102: .single, 201: .double, 301: .suite])
let requests: [(String, RoomType, Int, Int)] = [
    ("Ito", .single, 1, 4), ("Ngo", .single, 2, 5), ("Park", .single, 3, 6), ("Diaz", .suite, 1, 9),
    ("Khan", .double, 5, 5), ("Ruiz", .single, 4, 7), ("Lamb", .suite, 8, 10), ("Cole", .double, 2, 3),
]
var revenue = 0
for (guest, type, from, to) in requests {
    let dates = DateRange(checkIn: from, checkOut: to)
    do {
        let (room, price) = try hotel.reserve(guest, type: type, dates: dates)
        revenue += price
        print("\(guest): room \(room) \(dates), \(dates.nights) nights, \(price)")
    } catch ReservationError.noRoomAvailable(let t, let d) {
        print("\(guest): no \(t.rawValue) free \(d)")
    } catch ReservationError.invalidDates(let d) {
        print("\(guest): invalid \(d)")
    } catch {
        print("\(guest): \(error)")
    }
}
print("revenue: \(revenue)")
let chart = (1...9).map { String(hotel.occupancy(on: $0)) }.joined(separator: " ")
print("occupancy day 1-9: \(chart)")
let perRoom = Dictionary(grouping: hotel.reservations, by: \.room)
for room in hotel.rooms.keys.sorted() {
    let guests = perRoom[room]?.map(\.guest) ?? []
    let nights = perRoom[room]?.reduce(0) { $0 + $1.dates.nights } ?? 0
    print("room \(room) (\(hotel.rooms[room]!.rawValue)): \(guests) \(nights) nights")
}

// expect: Ito: room 101 day 1-4, 3 nights, 240
// expect: Ngo: room 102 day 2-5, 3 nights, 240
// expect: Park: no single free day 3-6
// expect: Diaz: room 301 day 1-9, 8 nights, 2160
// expect: Khan: invalid day 5-5
// expect: Ruiz: room 101 day 4-7, 3 nights, 240
// expect: Lamb: no suite free day 8-10
// expect: Cole: room 201 day 2-3, 1 nights, 120
// expect: revenue: 3000
// expect: occupancy day 1-9: 2 4 3 3 2 2 1 1 0
// expect: room 101 (single): ["Ito", "Ruiz"] 6 nights
// expect: room 102 (single): ["Ngo"] 3 nights
// expect: room 201 (double): ["Cole"] 1 nights
// expect: room 301 (suite): ["Diaz"] 8 nights

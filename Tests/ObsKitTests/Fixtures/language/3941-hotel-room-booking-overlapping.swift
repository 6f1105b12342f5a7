// App code style: hotel room booking with overlapping night ranges
struct Booking: CustomStringConvertible {
    let guest: String
    let nights: Range<Int>
    var description: String { "\(guest) \(nights.lowerBound)-\(nights.upperBound)" }
}

enum RoomType: String, CaseIterable, Comparable {
    case single, double, suite
    var rate: Int { [RoomType.single: 80, .double: 120, .suite: 300][self]! }
    static func < (a: RoomType, b: RoomType) -> Bool { a.rate < b.rate }
}

struct Room {
    let number: Int
    let type: RoomType
    var bookings: [Booking] = []

    func isFree(_ nights: Range<Int>) -> Bool { !bookings.contains { $0.nights.overlaps(nights) } }
}

enum BookingResult {
    case confirmed(room: Int, cost: Int)
    case upgraded(room: Int, from: RoomType, to: RoomType)
    case rejected(String)
}

struct Hotel {
    var rooms: [Room]

    mutating func book(_ guest: String, _ type: RoomType, nights: Range<Int>) -> BookingResult {
        guard !nights.isEmpty else { return .rejected("empty stay") }
        let eligible = rooms.indices.filter { rooms[$0].type >= type && rooms[$0].isFree(nights) }
            .sorted { (rooms[$0].type, rooms[$0].number) < (rooms[$1].type, rooms[$1].number) }
        guard let i = eligible.first else { return .rejected("no \(type.rawValue) free for \(nights)") }
        rooms[i].bookings.append(Booking(guest: guest, nights: nights))
        if rooms[i].type != type { return .upgraded(room: rooms[i].number, from: type, to: rooms[i].type) }
        return .confirmed(room: rooms[i].number, cost: nights.count * type.rate)
    }

    var occupancy: [Int: Int] {
        var perNight: [Int: Int] = [:]
        for r in rooms { for b in r.bookings { for n in b.nights { perNight[n, default: 0] += 1 } } }
        return perNight
    }
}

var hotel = Hotel(rooms: [Room(number: 101, type: .single), Room(number: 102, type: .double),
                          Room(number: 201, type: .double), Room(number: 301, type: .suite)])
let requests: [(String, RoomType, Range<Int>)] = [
    ("Kim", .double, 1..<4), ("Lee", .double, 2..<5), ("Max", .double, 3..<6),
    ("Ned", .single, 1..<2), ("Oli", .single, 1..<3), ("Pat", .suite, 4..<7), ("Quin", .single, 5..<5),
]
for (guest, type, nights) in requests {
    switch hotel.book(guest, type, nights: nights) {
    case .confirmed(let room, let cost): print("\(guest): room \(room), $\(cost)")
    case let .upgraded(room, from, to): print("\(guest): upgraded \(from) -> \(to), room \(room)")
    case .rejected(let why): print("\(guest): rejected (\(why))")
    }
}
for r in hotel.rooms { print("\(r.number) \(r.type): \(r.bookings)") }
let occ = hotel.occupancy
print("busiest night: \(occ.max { ($0.value, $1.key) < ($1.value, $0.key) }!.key)")
print("nights: " + occ.keys.sorted().map { "\($0):\(occ[$0]!)" }.joined(separator: " "))
// expect: Kim: room 102, $360
// expect: Lee: room 201, $360
// expect: Max: upgraded double -> suite, room 301
// expect: Ned: room 101, $80
// expect: Oli: upgraded single -> suite, room 301
// expect: Pat: rejected (no suite free for 4..<7)
// expect: Quin: rejected (empty stay)
// expect: 101 single: [Ned 1-2]
// expect: 102 double: [Kim 1-4]
// expect: 201 double: [Lee 2-5]
// expect: 301 suite: [Max 3-6, Oli 1-3]
// expect: busiest night: 1
// expect: nights: 1:3 2:3 3:3 4:2 5:1

// A booking form model: date range checks, guest limits and a price quote
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

struct DateRange {
    let checkIn: Date
    let checkOut: Date
    var nights: Int { Int(checkOut.timeIntervalSince(checkIn) / 86_400) }
}

struct BookingRequest {
    var guests: Int
    var range: DateRange
    var petFriendly: Bool
}

struct Room {
    let name: String
    let maxGuests: Int
    let nightlyRate: Double
    let allowsPets: Bool
}

enum BookingIssue: String {
    case noNights = "Check-out must be after check-in"
    case tooLong = "Stays are limited to 14 nights"
    case tooManyGuests = "Too many guests for this room"
    case noPets = "This room does not allow pets"
}

func issues(for request: BookingRequest, room: Room) -> [BookingIssue] {
    var result: [BookingIssue] = []
    if request.range.nights <= 0 { result.append(.noNights) }
    if request.range.nights > 14 { result.append(.tooLong) }
    if request.guests > room.maxGuests { result.append(.tooManyGuests) }
    if request.petFriendly && !room.allowsPets { result.append(.noPets) }
    return result
}

func quote(for request: BookingRequest, room: Room) -> String {
    let nights = request.range.nights
    var total = Double(nights) * room.nightlyRate
    if nights >= 7 { total *= 0.9 }
    let cleaning = request.petFriendly ? 45.0 : 25.0
    total += cleaning
    return String(format: "%d night%@ in %@: $%.2f", nights, nights == 1 ? "" : "s", room.name, total)
}

let day: TimeInterval = 86_400
let base = Date(timeIntervalSince1970: 1_717_200_000)
let rooms = [
    Room(name: "Garden Studio", maxGuests: 2, nightlyRate: 89.5, allowsPets: true),
    Room(name: "Loft Suite", maxGuests: 4, nightlyRate: 149.0, allowsPets: false),
]
let requests = [
    BookingRequest(guests: 2, range: DateRange(checkIn: base, checkOut: base + 3 * day), petFriendly: true),
    BookingRequest(guests: 3, range: DateRange(checkIn: base, checkOut: base + 7 * day), petFriendly: false),
    BookingRequest(guests: 5, range: DateRange(checkIn: base + day, checkOut: base), petFriendly: true),
    BookingRequest(guests: 1, range: DateRange(checkIn: base, checkOut: base + 20 * day), petFriendly: false),
]
for (n, request) in requests.enumerated() {
    print("Request \(n + 1): \(request.guests) guest(s), \(request.range.nights) night(s)")
    for room in rooms {
        let problems = issues(for: request, room: room)
        if problems.isEmpty {
            print("  OK  \(quote(for: request, room: room))")
        } else {
            print("  NO  \(room.name): " + problems.map(\.rawValue).joined(separator: "; "))
        }
    }
}
// expect: Request 1: 2 guest(s), 3 night(s)
// expect:   OK  3 nights in Garden Studio: $313.50
// expect:   NO  Loft Suite: This room does not allow pets
// expect: Request 2: 3 guest(s), 7 night(s)
// expect:   NO  Garden Studio: Too many guests for this room
// expect:   OK  7 nights in Loft Suite: $963.70
// expect: Request 3: 5 guest(s), -1 night(s)
// expect:   NO  Garden Studio: Check-out must be after check-in; Too many guests for this room
// expect:   NO  Loft Suite: Check-out must be after check-in; Too many guests for this room; This room does not allow pets
// expect: Request 4: 1 guest(s), 20 night(s)
// expect:   NO  Garden Studio: Stays are limited to 14 nights
// expect:   NO  Loft Suite: Stays are limited to 14 nights

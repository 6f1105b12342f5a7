// Mistake: calls the function with the parameter's internal name `guest` instead of its argument label `for`.
// Expected message: swiftc 6.3.1 -typecheck on this machine
struct Booking {
    let room: Int
    let guest: String
    let nights: Int
}

var bookings: [Booking] = []

func book(room: Int, for guest: String, nights: Int) -> Booking {
    let booking = Booking(room: room, guest: guest, nights: nights)
    bookings.append(booking)
    return booking
}

func describe(_ booking: Booking) -> String {
    let plural = booking.nights == 1 ? "night" : "nights"
    return "Room \(booking.room): \(booking.guest), \(booking.nights) \(plural)"
}

let first = book(room: 12, for: "Kim", nights: 3)
let second = book(room: 14, guest: "Ravi", nights: 1)

print(describe(first))
print(describe(second))
print("\(bookings.count) bookings")
// expect-error: incorrect argument label in call (have 'room:guest:nights:', expected 'room:for:nights:')

// Swift Evolution style (SE-0432 borrowing and consuming pattern matching for noncopyable types): ticket bookings
struct Ticket: ~Copyable {
    let seat: String
    let price: Int
}

enum Booking: ~Copyable {
    case reserved(Ticket)
    case waitlisted(position: Int)
    case cancelled(reason: String)
}

// Switching over a borrowed value binds payloads by borrowing them
func describe(_ booking: borrowing Booking) -> String {
    switch booking {
    case .reserved(let ticket):
        return "seat \(ticket.seat) for \(ticket.price)"
    case .waitlisted(let position) where position <= 3:
        return "waitlisted near the top (#\(position))"
    case .waitlisted(let position):
        return "waitlisted #\(position)"
    case .cancelled(let reason):
        return "cancelled: \(reason)"
    }
}

// Consuming switch moves the payload out
func redeem(_ booking: consuming Booking) -> Ticket? {
    switch consume booking {
    case .reserved(let ticket):
        return ticket
    // multi-pattern case labels are not supported for noncopyable subjects yet
    case .waitlisted:
        return nil
    case .cancelled:
        return nil
    }
}

func run() {
    let bookings: [String] = ["A1:120", "wait:2", "wait:9", "cancel:weather"]
    var total = 0
    for spec in bookings {
        let parts = spec.split(separator: ":").map(String.init)
        let booking: Booking
        switch parts[0] {
        case "wait": booking = .waitlisted(position: Int(parts[1]) ?? 0)
        case "cancel": booking = .cancelled(reason: parts[1])
        default: booking = .reserved(Ticket(seat: parts[0], price: Int(parts[1]) ?? 0))
        }
        print(describe(booking))
        print("  still usable:", describe(booking).count > 0)
        if let ticket = redeem(booking) {
            total += ticket.price
            print("  redeemed", ticket.seat)
        }
    }
    print("revenue:", total)
}
run()

// if case and methods on noncopyable enums also borrow
extension Booking {
    var isActive: Bool {
        switch self {
        case .reserved: true
        case .waitlisted: true
        case .cancelled: false
        }
    }
}

func check() {
    let b = Booking.waitlisted(position: 1)
    let c = Booking.cancelled(reason: "duplicate")
    print(b.isActive, c.isActive)
    if case .waitlisted(let p) = b {
        print("position", p)
    }
}
check()

// expect: seat A1 for 120
// expect:   still usable: true
// expect:   redeemed A1
// expect: waitlisted near the top (#2)
// expect:   still usable: true
// expect: waitlisted #9
// expect:   still usable: true
// expect: cancelled: weather
// expect:   still usable: true
// expect: revenue: 120
// expect: true false
// expect: position 1

// Optional Chaining: assignment through a chain whose right side is NOT evaluated when the chain is nil; Void? results.
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class Venue { var hall: String? }
final class Ticket { var venue: Venue?; var seats = 1 }
final class Guest { var ticket: Ticket? }
func makeVenue() -> Venue {
    print("makeVenue() ran.")
    let venue = Venue()
    venue.hall = "West"
    return venue
}
var calls = 0
func nextSeatCount() -> Int {
    calls += 1
    print("nextSeatCount called")
    return 3
}
let omar = Guest()
omar.ticket?.venue = makeVenue()
print("after first assignment, calls so far:", calls)
omar.ticket?.seats = nextSeatCount()
omar.ticket?.seats += nextSeatCount()
print("calls with no ticket:", calls)
if (omar.ticket?.seats = 2) == nil { print("It was not possible to set the seats.") }
omar.ticket = Ticket()
omar.ticket?.venue = makeVenue()
print(omar.ticket?.venue?.hall as Any)
omar.ticket?.seats = nextSeatCount()
omar.ticket?.seats += nextSeatCount()
print("seats:", omar.ticket!.seats, "calls:", calls)
if (omar.ticket?.seats = 2) != nil { print("It was possible to set the seats.") }
let result: Void? = omar.ticket?.venue?.hall = "North"
print(result != nil, omar.ticket?.venue?.hall ?? "-")
var maybeCounter: [Int]? = nil
maybeCounter?.append(nextSeatCount())
print("append on nil array, calls:", calls)
maybeCounter = []
maybeCounter?.append(nextSeatCount())
print(maybeCounter as Any, calls)

// expect: after first assignment, calls so far: 0
// expect: calls with no ticket: 0
// expect: It was not possible to set the seats.
// expect: makeVenue() ran.
// expect: Optional("West")
// expect: nextSeatCount called
// expect: nextSeatCount called
// expect: seats: 6 calls: 2
// expect: It was possible to set the seats.
// expect: true North
// expect: append on nil array, calls: 2
// expect: nextSeatCount called
// expect: Optional([3]) 3

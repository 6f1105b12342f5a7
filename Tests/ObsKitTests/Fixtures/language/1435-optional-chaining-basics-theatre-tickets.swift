// Optional Chaining: reading through optional links, results that become optional, chaining on methods and multiple levels.
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class Guest {
    var ticket: Ticket?
}
final class Ticket {
    var shows: [Show] = []
    var numberOfShows: Int { shows.count }
    var venue: Venue?
    func printNumberOfShows() { print("The ticket covers \(numberOfShows) show(s)") }
}
struct Show { let title: String }
final class Venue {
    var name: String?
    var hall: String?
    var row: String?
    func seatLabel() -> String? {
        if let hall, let row { return "\(hall) hall, row \(row)" }
        return name
    }
}
let mira = Guest()
if let showCount = mira.ticket?.numberOfShows {
    print("Mira's ticket covers \(showCount) show(s).")
} else {
    print("Mira has no ticket yet.")
}
print(mira.ticket?.numberOfShows as Any)
if mira.ticket?.printNumberOfShows() != nil {
    print("The show count was printed.")
} else {
    print("The show count could not be printed.")
}
mira.ticket = Ticket()
mira.ticket?.shows = [Show(title: "Matinee"), Show(title: "Late night")]
print(mira.ticket?.numberOfShows as Any)
if mira.ticket?.printNumberOfShows() != nil { print("printed it") }
print(mira.ticket?.venue?.row as Any)
let venue = Venue()
venue.name = "The Old Granary"
mira.ticket?.venue = venue
print(mira.ticket?.venue?.seatLabel() as Any)
venue.hall = "East"
venue.row = "K"
if let inEastHall = mira.ticket?.venue?.seatLabel()?.hasPrefix("East") {
    print(inEastHall ? "the seat is in the East hall" : "the seat is elsewhere")
}
print(mira.ticket?.shows.first?.title.uppercased() as Any, mira.ticket?.shows.last?.title.count as Any)
let nobody: Guest? = nil
print(nobody?.ticket?.venue?.row?.count as Any)

// expect: Mira has no ticket yet.
// expect: nil
// expect: The show count could not be printed.
// expect: Optional(2)
// expect: The ticket covers 2 show(s)
// expect: printed it
// expect: nil
// expect: Optional("The Old Granary")
// expect: the seat is in the East hall
// expect: Optional("MATINEE") Optional(10)
// expect: nil

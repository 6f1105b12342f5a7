// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/foreach (an element whose id changes loses its row's state)
// Apple's ForEach page: the id of a data element shouldn't change unless the element is replaced by a new
// one with a new identity; "if the id of a data element changes, the content view generated from that data
// element loses any current state and animations." Here reissuing a ticket gives it a new id: its row is a
// new view and its check-in toggle (@State) is off again, though the seat is the same. The other row keeps
// its state and, given an equal ticket, doesn't run its body.
import SwiftUI

struct Ticket: Identifiable {
    var id: Int
    var seat: String
}

struct TicketRow: View {
    let ticket: Ticket
    @State private var checkedIn = false

    var body: some View {
        let _ = print("row \(ticket.seat): \(checkedIn ? "in" : "out")")
        Toggle("Seat \(ticket.seat)", isOn: $checkedIn)
    }
}

struct Boarding: View {
    @State private var tickets = [Ticket(id: 1, seat: "A1"), Ticket(id: 2, seat: "A2")]

    var body: some View {
        List {
            ForEach(tickets) { ticket in
                TicketRow(ticket: ticket)
            }
            Button("Reissue A1") { tickets[0].id = 10 }
        }
    }
}

:mount Boarding()
// expect: row A1: out
// expect: row A2: out
:toggle "Seat A1"
// expect: row A1: in
:toggle "Seat A2"
// expect: row A2: in
:tap "Reissue A1"
// expect: row A1: out

// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/foreach (an element edited in place keeps its id, and its row keeps its state)
// The counterpart of an id change: editing a ticket's seat leaves its `id` alone, so ForEach sees the same
// element with new data. The row is the same view: its body runs with the new seat and its check-in
// toggle (@State) stays on. The other row gets an equal ticket and doesn't run.
import SwiftUI

struct Ticket: Identifiable {
    let id: Int
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
            Button("Upgrade A1") { tickets[0].seat = "B1" }
        }
    }
}

:mount Boarding()
// expect: row A1: out
// expect: row A2: out
:toggle "Seat A1"
// expect: row A1: in
:tap "Upgrade A1"
// expect: row B1: in
:toggle "Seat B1"
// expect: row B1: out

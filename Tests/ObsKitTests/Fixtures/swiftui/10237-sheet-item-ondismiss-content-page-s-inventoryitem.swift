// Apple docs style: the sheet(item:onDismiss:content:) page's InventoryItem, rebuilt: setting an Identifiable item presents the sheet with it; a button in the sheet setting the item to nil, or a swipe, dismisses it and calls onDismiss; the presenter never read the item, so its body never runs again (rules §13.1, §8.7)
import SwiftUI

struct Ticket: Identifiable {
    let id: String
    let seat: String
}

struct TicketDetail: View {
    let ticket: Ticket

    var body: some View {
        let _ = print("TicketDetail body: \(ticket.id)")
        Text("Seat \(ticket.seat)")
    }
}

struct BoxOffice: View {
    @State private var shown: Ticket?

    var body: some View {
        let _ = print("BoxOffice body")
        VStack {
            Button("Ticket A") { shown = Ticket(id: "A-1", seat: "12C") }
            Button("Ticket B") { shown = Ticket(id: "B-7", seat: "3F") }
        }
        .sheet(item: $shown, onDismiss: didDismiss) { ticket in
            VStack {
                TicketDetail(ticket: ticket)
                Button("Done") { shown = nil }
            }
        }
    }

    func didDismiss() {
        print("sheet dismissed")
    }
}

:mount BoxOffice()
// expect: BoxOffice body
:tap "Ticket A"
// expect: TicketDetail body: A-1
:tap "Done"
// expect: sheet dismissed
:tap "Ticket B"
// expect: TicketDetail body: B-7
:dismiss
// expect: sheet dismissed

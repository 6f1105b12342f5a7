// Follows Apple's `ForEach` page (https://developer.apple.com/documentation/swiftui/foreach): "A structure that
// computes views on demand from an underlying collection of identified data." Own code: a backlog whose order is
// changed by buttons (move the top ticket to the bottom, swap the first two), and whose rows count votes in @State.
// - Reordering keeps every id, so every row keeps its node and @State wherever it moves (rules §1.2: "A known id
//   keeps its node, even when the row moves"). A moved row stays on screen: no onDisappear, no onAppear (rules
//   §11.1), and its value is unchanged, so no body (rules §2.7). Only the parent's body runs (rules §3.5).
// - The script starts with one ticket and adds two, one per tap, so each update makes at most one row (the order of
//   several new rows' bodies and onAppear calls is not specified). A new row's body runs after the parent's, its
//   onAppear after the update (rules §2.8, §10.3).
import SwiftUI

struct Ticket: Identifiable {
    let id: Int
    let title: String
}

struct TicketRow: View {
    let ticket: Ticket
    @State private var votes = 0

    var body: some View {
        let _ = print("TicketRow body #\(ticket.id), votes \(votes)")
        Button("#\(ticket.id) \(ticket.title): \(votes) votes") {
            votes += 1
        }
        .onAppear {
            print("TicketRow appeared #\(ticket.id)")
        }
        .onDisappear {
            print("TicketRow disappeared #\(ticket.id)")
        }
    }
}

struct Backlog: View {
    private let titles = ["Login", "Search", "Export"]
    @State private var tickets = [Ticket(id: 1, title: "Login")]

    var body: some View {
        let _ = print("Backlog: \(tickets.map { "#\($0.id)" }.joined(separator: " "))")
        List {
            ForEach(tickets) { ticket in
                TicketRow(ticket: ticket)
            }
            Section {
                Button("New ticket") {
                    if tickets.count < titles.count {
                        tickets.append(Ticket(id: tickets.count + 1, title: titles[tickets.count]))
                    }
                }
                Button("Move top to bottom") {
                    let top = tickets.removeFirst()
                    tickets.append(top)
                }
                Button("Swap first two") {
                    tickets.swapAt(0, 1)
                }
            }
        }
    }
}

:mount Backlog()
// expect: Backlog: #1
// expect: TicketRow body #1, votes 0
// expect: TicketRow appeared #1
:tap "#1 Login: 0 votes"
// expect: TicketRow body #1, votes 1
:tap "New ticket"
// expect: Backlog: #1 #2
// expect: TicketRow body #2, votes 0
// expect: TicketRow appeared #2
:tap "New ticket"
// expect: Backlog: #1 #2 #3
// expect: TicketRow body #3, votes 0
// expect: TicketRow appeared #3
:tap "#3 Export: 0 votes"
// expect: TicketRow body #3, votes 1
:tap "Move top to bottom"
// expect: Backlog: #2 #3 #1
:tap "Swap first two"
// expect: Backlog: #3 #2 #1
:tap "#1 Login: 1 votes"
// expect: TicketRow body #1, votes 2
:tap "#3 Export: 1 votes"
// expect: TicketRow body #3, votes 2

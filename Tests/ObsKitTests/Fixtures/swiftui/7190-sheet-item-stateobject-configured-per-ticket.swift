// A support queue that opens each ticket in a sheet whose editor makes its model from the ticket with
// `_model = StateObject(wrappedValue: TicketEditorModel(ticket:))`, Apple's pattern for a configured @StateObject
// (own names and code).
// What SwiftUI does: `sheet(item:)` builds its content only when presented, with the item (rules §13.1). The editor's
// init stores an autoclosure: the model is made after the init, right before the first body (rules §4.1, §4.2). The
// model lives as long as the sheet's node: dismissing releases it (rules §1.4, §4.4); each presentation is a new node
// and a new model, made from that ticket (rules §4.3). Typing publishes, so the editor runs per keystroke (rules §5.1).
// Sources: rules §1.4, §4.1, §4.2, §4.3, §4.4, §5.1, §13.1; https://developer.apple.com/documentation/swiftui/stateobject,
// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
import SwiftUI

struct Ticket: Identifiable {
    let id: Int
    let subject: String
}

final class TicketEditorModel: ObservableObject {
    let ticketID: Int
    @Published var reply = ""

    init(ticket: Ticket) {
        ticketID = ticket.id
        print("TicketEditorModel init for #\(ticket.id)")
    }

    deinit { print("TicketEditorModel deinit for #\(ticketID)") }
}

struct TicketEditor: View {
    let ticket: Ticket
    @StateObject private var model: TicketEditorModel

    init(ticket: Ticket) {
        self.ticket = ticket
        _model = StateObject(wrappedValue: TicketEditorModel(ticket: ticket))
        print("TicketEditor init for #\(ticket.id)")
    }

    var body: some View {
        let _ = print("TicketEditor body for #\(model.ticketID), reply '\(model.reply)'")
        Form {
            Text(ticket.subject)
            TextField("Reply", text: $model.reply)
        }
    }
}

struct SupportQueue: View {
    let tickets = [Ticket(id: 7, subject: "Login fails"), Ticket(id: 9, subject: "Refund")]
    @State private var editing: Ticket?

    var body: some View {
        let _ = print("SupportQueue body")
        List(tickets) { ticket in
            Button(ticket.subject) { editing = ticket }
        }
        .sheet(item: $editing) { ticket in
            TicketEditor(ticket: ticket)
        }
    }
}

:mount SupportQueue()
// expect: SupportQueue body
:tap "Login fails"
// expect: TicketEditor init for #7
// expect: TicketEditorModel init for #7
// expect: TicketEditor body for #7, reply ''
:type "ok" into "Reply"
// expect: TicketEditor body for #7, reply 'o'
// expect: TicketEditor body for #7, reply 'ok'
:dismiss
// expect: TicketEditorModel deinit for #7
:tap "Refund"
// expect: TicketEditor init for #9
// expect: TicketEditorModel init for #9
// expect: TicketEditor body for #9, reply ''
:dismiss
// expect: TicketEditorModel deinit for #9

// Follows Apple's page "swipeActions(edge:allowsFullSwipe:content:)"
// (developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:)), whose example gives
// mailbox rows leading and trailing swipe buttons.
// - Swipe actions are buttons "that appear when the user swipes" the row (Apple's page): until a swipe, they are
//   not on screen. No ObsREPL command performs a swipe (README: :delete is only for onDelete, and Apple says a row
//   with swipe actions no longer gets the synthesized Delete), so a swipe button can't be tapped: the script ends
//   with the error for a button that isn't on screen (corpus README's error table).
// - The row's own button works as any button (rules §15.3); the view reads the @Observable store's flag count.
import SwiftUI

struct MailMessage: Identifiable {
    let id: Int
    let subject: String
    var isFlagged = false
    var isUnread = true
}

@Observable
final class MailStore {
    var messages = [MailMessage(id: 1, subject: "Lunch"), MailMessage(id: 2, subject: "Invoice")]

    var flaggedCount: Int {
        messages.filter { $0.isFlagged }.count
    }

    func toggleFlag(_ id: Int) {
        if let index = messages.firstIndex(where: { $0.id == id }) {
            messages[index].isFlagged.toggle()
        }
    }

    func toggleUnread(_ id: Int) {
        if let index = messages.firstIndex(where: { $0.id == id }) {
            messages[index].isUnread.toggle()
        }
    }
}

struct MailboxView: View {
    @State private var store = MailStore()

    var body: some View {
        let _ = print("MailboxView body, \(store.flaggedCount) flagged")
        List {
            ForEach(store.messages) { message in
                Button("Open \(message.subject)") {
                    print("opening \(message.subject)")
                }
                .swipeActions(edge: .leading) {
                    Button {
                        store.toggleUnread(message.id)
                    } label: {
                        Label(message.isUnread ? "Read" : "Unread", systemImage: "envelope.open")
                    }
                    .tint(.blue)
                }
                .swipeActions(edge: .trailing) {
                    Button {
                        store.toggleFlag(message.id)
                    } label: {
                        Label("Flag", systemImage: "flag")
                    }
                    .tint(.orange)
                }
            }
        }
    }
}

:mount MailboxView()
// expect: MailboxView body, 0 flagged
:tap "Open Lunch"
// expect: opening Lunch
:tap "Flag"
// expect-error: no visible button labelled "Flag"

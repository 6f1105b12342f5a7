// An inbox with a header that shows how many messages there are and a row per message; tapping a row marks it read.
// The WWDC23 point that a view reading `messages.count` depends on the array, not on the messages' own properties.
// What SwiftUI does: marking a message read changes a property of one element object; the array itself is untouched,
// so neither the screen nor the header runs, only that message's row (rules §8.3). Marking it again assigns an equal
// value and runs nothing (rules §8.1). Receiving a message appends to the array: the screen (its ForEach read the
// array, rules §15.1) and the header run, the existing rows compare equal and stay quiet, the new row runs its first
// body, in tree order (rules §2.3, §2.6, §2.8).
// Sources: rules §2.3, §2.6, §2.8, §8.1, §8.3, §15.1;
// https://developer.apple.com/videos/play/wwdc2023/10149/
import SwiftUI

@Observable
final class Message: Identifiable {
    let id: Int
    var subject: String
    var isRead = false

    init(id: Int, subject: String) {
        self.id = id
        self.subject = subject
    }
}

@Observable
final class Inbox {
    var messages = [Message(id: 1, subject: "Lunch?"), Message(id: 2, subject: "Slides")]
}

struct InboxHeader: View {
    let inbox: Inbox

    var body: some View {
        let _ = print("InboxHeader body: \(inbox.messages.count) messages")
        Text("\(inbox.messages.count) messages")
            .font(.headline)
    }
}

struct MessageRow: View {
    let message: Message

    var body: some View {
        let _ = print("MessageRow body: \(message.subject) \(message.isRead ? "read" : "new")")
        Button(message.subject) {
            message.isRead = true
        }
    }
}

struct InboxScreen: View {
    @State private var inbox = Inbox()

    var body: some View {
        let _ = print("InboxScreen body")
        VStack {
            InboxHeader(inbox: inbox)
            ForEach(inbox.messages) { message in
                MessageRow(message: message)
            }
            Button("Receive") {
                inbox.messages.append(Message(id: 3, subject: "Invoice"))
            }
        }
    }
}

:mount InboxScreen()
// expect: InboxScreen body
// expect: InboxHeader body: 2 messages
// expect: MessageRow body: Lunch? new
// expect: MessageRow body: Slides new
:tap "Lunch?"
// expect: MessageRow body: Lunch? read
:tap "Lunch?"
:tap "Receive"
// expect: InboxScreen body
// expect: InboxHeader body: 3 messages
// expect: MessageRow body: Invoice new
